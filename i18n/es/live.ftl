# La clase en vivo (docs/live.md): el inicio y el proyector del docente,
# y el dispositivo de cada niño.

## La vista del docente y el inicio
live-open = Iniciar un desafío
live-start-title = Jugar todos juntos, en vivo
live-start-kind = ¿Qué va a hacer la clase?
live-kind-challenge = Un desafío: acertijos, uno tras otro
live-kind-vote = La clase contra la computadora
live-start-puzzles = ¿Qué acertijos?
live-theme-any = Cualquier tema
live-theme-missed = Los más fallados por esta clase
live-theme-board = { $count ->
    [one] La posición del tablero docente
   *[other] Las { $count } posiciones del tablero docente
}
live-start-difficulty = ¿Qué tan difíciles?
live-difficulty-any = Cualquiera
live-start-count = ¿Cuántos acertijos?
live-start-level = El nivel de la computadora
live-level = { $level } · { $name }
live-start-seat = La clase juega con
live-seat-south = Sur (juega primero)
live-seat-north = Norte
live-start-timer = Tiempo para cada respuesta
live-timer-none = Sin límite de tiempo
live-timer-seconds = { $seconds ->
    [one] 1 segundo
   *[other] { $seconds } segundos
}
live-start-go = Empezar
live-back = Volver a la clase

## El proyector
live-lobby = Un desafío de { $count ->
    [one] un acertijo
   *[other] { $count } acertijos
}: la clase ya puede unirse.
live-puzzle-of = Acertijo { $number } de { $count }
live-ended = El desafío terminó.
live-answered-count = Respuestas: { $answered } de { $total }.
live-voted-count = Votos: { $voted } de { $total }.
live-vote-title = La clase contra la computadora, nivel { $level } · { $name }
live-computer-thinking = La computadora está pensando…
live-game-over = Fin de la partida: la clase { $seeds }, la computadora { $theirs }.
live-reveal-ready = Presione «Mostrar la siguiente jugada» para sembrar la respuesta en el tablero.
live-reveal-right = La respuesta es la casa { $house }.
live-reveal-wrong = { $count ->
    [one] Un niño jugó la casa { $house }. ¿Por qué no funciona?
   *[other] { $count } niños jugaron la casa { $house }. ¿Por qué no funciona?
}
live-reveal-wrong-played = { $count ->
    [one] Un niño jugó la casa { $house }.
   *[other] { $count } niños jugaron la casa { $house }.
}
live-reveal-reply = { $side } responde con su casa { $house }: { $seeds ->
    [0] no captura nada.
    [one] captura 1 semilla.
   *[other] captura { $seeds } semillas.
}
live-reveal-reply-wipe-out = { $side } responde con su casa { $house }: deja vacía tu fila y se lleva todas las semillas que quedan en el tablero, { $seeds } en total. La partida se acaba.
live-first = Abrir el primer acertijo
live-reveal = Mostrar la respuesta
live-reveal-step = Mostrar la siguiente jugada
live-next = Siguiente acertijo
live-close-vote = Cerrar la votación
live-computer-play = Computadora, te toca
live-review = Revisar la partida
live-end = Terminar
live-card-answered = respondió
live-card-voted = votó
live-tie-pick = ¡Empate! Elija la jugada en el tablero.
live-summary-title = Resultados del desafío
live-summary-puzzle = Acertijo { $number }. Respuestas: { $answered }; correctas: { $solved } (sin pistas: { $clean }).
live-summary-wrong = La jugada equivocada más frecuente: la casa { $house } ({ $count }).
live-summary-children = Por estudiante
live-summary-child = Correctas: { $solved } de { $answered }

## Lo que el servidor rechazó
live-failure-running = Esta clase todavía tiene una sesión en vivo abierta: termínela primero.
live-failure-no-puzzles = Ningún acertijo coincide con esta selección. Elija otro tema u otra dificultad.
live-failure-too-late = ¡Demasiado tarde! Este acertijo ya se cerró.
live-failure-answered = Tu respuesta ya llegó.
live-failure-tie = Empate: elija la jugada en el tablero.
live-failure-no-votes = Todavía no hay votos: elija la jugada en el tablero.
live-failure-ended = Esta sesión en vivo terminó.
live-failure-other = El servidor de la clase no lo aceptó.

## El dispositivo de un niño
live-prompt-challenge = ¡Tu docente empezó un desafío!
live-prompt-vote = ¡Tu docente empezó una partida: la clase contra la computadora!
live-prompt-join = Unirme
live-prompt-join-key = Presiona Enter para unirte
live-device-title = Desafío de la clase
live-device-title-vote = La clase contra la computadora
live-device-leave = Volver a lo que estaba haciendo
live-device-lobby = ¡Prepárate! Tu docente va a abrir muy pronto el primer acertijo.
live-device-puzzle = Acertijo { $number } de { $count }
live-device-answered = Tu respuesta llegó. ¡Mira la pantalla grande!
live-device-wait = Espera el siguiente acertijo.
live-device-right = ¡Muy bien, acertaste!
live-device-wrong = Esta vez no. Mira la pantalla grande para ver por qué.
live-device-look = ¡Mira la pantalla grande!
live-device-vote = Tu voto: ¿qué casa debe jugar la clase?
live-device-voted = Votaste por la casa { $house }. Espera a los demás.
live-device-computer = La computadora está pensando…
live-device-game-over = La partida terminó. ¡Mira la pantalla grande!
live-device-ended = El desafío terminó. ¡Bien jugado!

# Las pistas y las respuestas más rápidas (el inicio, el resumen)
live-start-hints = Pistas en los dispositivos de los estudiantes
live-hints-off = Sin pistas
live-hints-counted = Se permiten y se cuentan
live-start-fastest = Al final, ¿mostrar quiénes acertaron más rápido?
live-fastest-no = No
live-fastest-yes = Sí
live-summary-fastest = Respuestas correctas más rápidas: { $names }

# Las líneas de teclas
live-start-keys = Teclas: ↑ ↓: elegir una línea · ← →: cambiar la opción · Enter: empezar · Esc: volver
live-projector-keys = Teclas: Enter: el botón verde · Espacio: la siguiente jugada de la respuesta · E: terminar · Esc: volver a la clase
live-device-keys = Teclas: 1 a 6: jugar una casa · Esc: volver a lo que estaba haciendo
