# El tablero docente, guardar una posición como acertijo, y la revisión de la partida.
# El tablero y el formulario del acertijo hablan a la o el docente en forma impersonal
# o de usted; la revisión y «Mis partidas» hablan de tú a quien aprende.

puzzle-written-in = escrito en { $language }

## Inicio.
home-board = Tablero docente

## El tablero docente.
board-mode-edit = Preparar
board-mode-play = Jugar
board-coach-show = Mostrar al entrenador
board-coach-hide = Ocultar al entrenador
board-save-puzzle = Guardar como acertijo
board-edit-title = Preparar el tablero
board-edit-help = Un clic en una casa o en un almacén agrega una semilla; un clic derecho (o Mayús+clic) quita una. También se puede elegir una casa y escribir cuántas semillas tiene.
board-edit-cannot-play = Todavía no se puede jugar desde esta posición.
board-edit-to-move = ¿Quién juega primero?
board-edit-count = Casas { $houses } · almacenes { $stores } · en total { $total } de 48
board-edit-fill = { $seeds ->
        [0] Los almacenes están bien
       *[other] Ajustar los almacenes: 48 en total
    }
board-edit-opening = Posición inicial
board-edit-clear = Tablero vacío
board-edit-play = Jugar desde esta posición
board-to-move = Le toca a { $player }
board-play-help = Aquí se hacen las jugadas de los dos jugadores. Un clic en una jugada de la lista vuelve a ella.
board-moves-start = Inicio
board-coach-thinking = El entrenador está mirando esta posición…
board-coach-best = { $count ->
        [one] La mejor jugada según el entrenador es la casa { $houses }, que vale { $value }
       *[other] Las mejores jugadas según el entrenador son las casas { $houses }, que valen { $value }
    } { $exact ->
        [yes] (comprobado hasta el final de la partida)
       *[no] (es un cálculo aproximado)
    }.
board-coach-line = La línea del entrenador: { $moves }
board-coach-looking-further = El entrenador está mirando más jugadas hacia adelante…
board-coach-play = Jugar la jugada del entrenador
board-coach-legend = En rojo: las semillas que una jugada captura enseguida. +3 o -2: con cuántas semillas de ventaja o de desventaja termina { $side ->
        [south] Sur
       *[north] Norte
    } con esa jugada, según el entrenador; la marca de verificación quiere decir que está comprobado. Las mejores jugadas tienen un círculo verde.
board-line-move = { $side ->
        [south] S
       *[north] N
    }{ $house }
board-keys-edit = Teclas: clic o ← → ↑ ↓: elegir una casa · 0 a 9: escribir sus semillas · + y -: agregar o quitar una · S o N: quién juega · F: ajustar los almacenes · O: posición inicial · Enter: jugar · C: entrenador · P: guardar como acertijo · Esc: volver al inicio
board-keys-play = Teclas: 1 a 6: jugar una casa · ← →: atrás y adelante por las jugadas · Espacio: la jugada del entrenador · C: entrenador · E: preparar esta posición · P: guardar como acertijo · Esc: volver al inicio
board-keys-form = Teclas: Esc: cerrar el formulario

## Guardar una posición como acertijo.
board-form-title = Guardar esta posición como acertijo
board-goal-play = Jugar una casa dada
board-goal-last-in = Última semilla en una casa dada
board-goal-capture = Capturar al menos…
board-goal-most-seeds = Capturar la mayor cantidad de semillas
board-goal-longest-chain = Capturar la cadena más larga
board-goal-wipe-out = Encontrar el borrado
board-goal-feed = Darle semillas al otro jugador
board-goal-avoid-wipe-out = Evitar un borrado
board-goal-defend = Dejar capturar lo menos posible
board-goal-secure = Asegurar semillas en el almacén…
board-goal-wipe-out-within = Hacer un borrado en…
board-goal-guard = Defenderse durante unas jugadas
board-form-at-most = semillas perdidas como máximo:
board-goal-win = Ganar en…
board-form-house = casa { $house } de { $side ->
        [south] Sur
       *[north] Norte
    }
board-form-at-least = semillas:
board-form-seeds = semillas:
board-form-moves = jugadas:
board-form-theme = Tema:
board-form-difficulty = Dificultad:
board-form-answers = { $count ->
        [0] Ninguna jugada consigue este objetivo: elija otro.
        [one] Una sola jugada lo consigue: la casa { $houses }.
       *[other] { $count } jugadas lo consiguen: las casas { $houses }.
    }
board-form-too-many = Hay demasiadas jugadas correctas para un acertijo: elija otro objetivo o cambie la posición.
board-form-one-move = Aquí solo se puede hacer una jugada, así que el acertijo se resuelve solo.
board-form-prompt = Pregunta sobre la posición (se puede dejar vacía)
board-form-hint = Pista { $number } (se puede dejar vacía)
board-form-explanation = Qué decir cuando se resuelva
board-form-needs-explanation = Escriba qué decir cuando se resuelva el acertijo y luego guárdelo.
board-form-language = Escrito en { $language }. Quienes usan otro idioma ven el texto tal como se escribió, con una nota.
board-form-written-in = Idioma del texto:
board-form-pin = Los acertijos para la clase solo se guardan con el PIN docente: escríbalo.
board-form-save = Guardar el acertijo
board-form-live-add = Agregar al próximo desafío en vivo
board-form-live-queued = Posiciones para el próximo desafío en vivo: { $count }
board-form-live-full = El próximo desafío en vivo ya está completo: inícielo desde la vista docente.
board-form-cancel = Cancelar
board-form-close = Cerrar
board-form-saved = Guardado como «{ $id }». Ya está en la lista de acertijos.
board-save-no-folder = En esta computadora no hay una carpeta donde guardarlo.
board-save-denied = No se pudo guardar: tal vez no se puede escribir en la carpeta de lecciones.
board-save-full = No se pudo guardar: el disco está lleno.
board-save-failed = No se pudo guardar. Inténtelo otra vez o consulte a quien se encarga de esta computadora.

## Abrir una posición o una partida en el tablero docente.
board-open = Abrir en el tablero docente

## Revisar una partida.
review-this-game = Revisar esta partida
review-back = Inicio
review-stop = Detener la revisión
review-go-on = Seguir con la revisión
review-line-play = Jugar las mejores jugadas
review-line-next = Siguiente jugada
review-line-leave = Volver a la partida
review-seen-from = Vista desde { $player }
review-graph-ahead = { $player } va ganando
review-graph-behind = { $player } va perdiendo
review-open-board = Abrir en el tablero docente
review-title = Revisión de la partida, vista desde { $player }
review-progress = El entrenador está mirando la jugada { $done } de { $total }…
review-stopped = Revisión detenida después de { $done } de { $total ->
        [one] { $total } jugada.
       *[other] { $total } jugadas.
    }
review-no-moves = Esta partida no tiene jugadas que revisar.
review-not-yet = El entrenador todavía no miró esta jugada.
review-line-shown = Las jugadas del entrenador desde aquí: { $moves }
review-mark-loss = { $mark }, { $seeds ->
        [one] una semilla perdida
       *[other] { $seeds } semillas perdidas
    }
review-estimate-mark = { " " }(es un cálculo aproximado)
review-keys = Teclas: ← →: jugada por jugada · Espacio: jugar las mejores jugadas · Esc: volver a la partida y luego al inicio · S: detener o seguir · F: vista desde el otro lado · B: tablero docente
play-keys-end = Teclas: G: revisar esta partida · N: partida nueva · U o Ctrl+Z: deshacer · B: tablero docente · Esc: volver al inicio

## "Mis partidas": las últimas partidas de quien aprende, para revisarlas.
home-games = Mis partidas
games-title = Mis últimas partidas
games-none = Todavía no hay partidas terminadas. Juega una partida hasta el final y aquí la podrás revisar.
games-entry = { $number }. { $level ->
        [0] Entre dos
       *[other] Contra la computadora, nivel { $level }
    } · { $moves ->
        [one] { $moves } jugada
       *[other] { $moves } jugadas
    } · { $days ->
        [0] hoy
        [1] ayer
       *[other] hace { $days } días
    }
games-result = { $outcome ->
        [won] Ganaste, { $mine } a { $theirs }.
        [lost] Perdiste, { $mine } a { $theirs }.
        [drawn] Empate, { $mine } a { $theirs }.
       *[played] Sur { $south }, Norte { $north }.
    }
games-keys = Teclas: Enter: revisar la última partida · 1 a 9: revisar esa partida · Esc: volver al inicio
