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
live-theme-missed = Los que más falló esta clase
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
live-reveal-ready = Presione «Mostrar la siguiente jugada» para ver la siembra de la respuesta en el tablero.
live-reveal-right = La respuesta es la casa { $house }.
live-reveal-wrong = Muchos jugaron la casa { $house } ({ $count }). ¿Por qué no funciona?
live-reveal-refuted = { $side } responde con la casa { $house }: por eso no funciona.
live-first = Abrir el primer acertijo
live-reveal = Mostrar la solución
live-reveal-step = Mostrar la siguiente jugada
live-next = Siguiente acertijo
live-close-vote = Cerrar la votación
live-computer-play = Computadora, te toca
live-review = Repasar la partida
live-end = Terminar
live-card-answered = respondió
live-card-voted = votó
live-tie-pick = ¡Empate! Elija la jugada en el tablero.
live-summary-title = Cómo salió el desafío
live-summary-puzzle = Acertijo { $number }. Respuestas: { $answered }; correctas: { $solved } (sin usar pistas: { $clean }).
live-summary-wrong = La jugada equivocada más frecuente: la casa { $house } ({ $count }).
live-summary-children = Cada estudiante
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
live-device-ended = El desafío terminó. ¡Jugaste muy bien!

# Hints and the fastest answers (the start, the summary)
live-start-hints = Pistas en los dispositivos de los estudiantes
live-hints-off = Sin pistas
live-hints-counted = Permitidas, y se cuentan
live-start-fastest = Al final, ¿mostrar quién respondió bien más rápido?
live-fastest-no = No
live-fastest-yes = Sí
live-summary-fastest = Respuestas correctas más rápidas: { $names }

# Keys lines
live-start-keys = Teclas: ↑ ↓ elegir una línea · ← → cambiarla · Intro empezar · Esc volver
live-projector-keys = Teclas: Intro el botón verde · Espacio la siguiente jugada de la solución · E terminar · Esc volver a la clase
live-device-keys = Teclas: del 1 al 6 juegas una casa · Esc vuelves a lo que hacías
