# Las palabras de la app: pantallas de inicio, de juego y de configuración.
# $player es el nombre de un jugador (side-south o side-north, ya en este idioma).
# $house y $target son números de casa tal como los ve su dueño: del 1 al 6.

# El nombre de este idioma, escrito en este idioma.
language-autonym = Español

app-title = Wahree
home-tagline = El juego de siembra de las Islas Vírgenes
home-play = Jugar entre dos
home-play-hint = Dos personas se turnan en esta computadora.
home-settings = Configuración

side-south = Sur
side-north = Norte
nav-home = Inicio

play-turn = ¡Te toca, { $player }!
play-new-game = Partida nueva
play-undo = Deshacer
play-redo = Rehacer
play-moves = Jugadas
play-no-moves-yet = Todavía no hay jugadas.
play-move = { $number }. { $player }: casa { $house }
play-move-capture = { $number }. { $player }: casa { $house }, captura { $seeds }
play-preview = La casa { $house } siembra { $seeds ->
        [one] una semilla
       *[other] { $seeds } semillas
    } y la última cae en la casa { $target } de { $player }.
play-end-title = ¡Fin de la partida!
play-end-winner = ¡Gana { $player }!
play-end-draw = ¡Empate: 24 semillas cada uno!
play-end-score = { $player }: { $seeds ->
        [one] { $seeds } semilla
       *[other] { $seeds } semillas
    }

settings-title = Configuración
settings-language = Idioma
settings-theme = Colores
settings-theme-light = Claros
settings-theme-dark = Oscuros

# En la pantalla de inicio, cuando no se puede usar la configuración guardada.
settings-corrupt = No pudimos leer tu configuración guardada, así que Wahree empezó de cero. El archivo antiguo se guardó aparte; no se borró.
settings-not-saved = No pudimos guardar tu configuración en esta computadora. Va a funcionar hasta que cierres Wahree.

# Jugar contra la computadora.
home-play-computer = Jugar contra la computadora
# $top es el número del nivel más fuerte.
home-play-computer-hint = Elige qué tan fuerte juega, del nivel 1 al nivel { $top }, o deja que se adapte a ti.
play-level = { $level } · { $name }
play-swap-sides = Cambiar de lado
play-computer-plays = La computadora juega con { $player }.
play-computer = Computadora:
play-adapts = Se adapta a mí
play-level-chosen = Nivel { $level } · { $name }.
play-level-about = { $line } { $description }
play-adapt-playing = Estás jugando contra el nivel { $level } · { $name }.
play-adapt-up = ¡Subes de nivel! Tu próxima partida es contra el nivel { $level } · { $name }.
play-adapt-down = Perdiste dos veces seguidas, así que la próxima partida es un poco más fácil: nivel { $level } · { $name }.
play-adapt-same = { $why ->
        [draw] Empate: tu próxima partida es otra vez contra el nivel { $level } · { $name }.
        [top] ¡Le ganaste al nivel más alto! Tu próxima partida es otra vez contra el nivel { $level } · { $name }.
       *[other] Inténtalo de nuevo: tu próxima partida es otra vez contra el nivel { $level } · { $name }.
    }
play-adapt-not-counted = Estás jugando contra el nivel { $level } · { $name }. Esta partida no cambia el nivel: la computadora se adapta a partir de tu próxima partida nueva.
play-thinking = { $player } está pensando…
play-sowing = { $player } está sembrando…

# Lo rápido que se ve la siembra en el tablero.
settings-speed = Velocidad de la siembra
settings-speed-slow = Lenta
settings-speed-normal = Normal
settings-speed-fast = Rápida
settings-speed-off = Sin animación
settings-less-movement = Menos movimiento
settings-less-movement-hint = Las jugadas se muestran de una sola vez, no semilla por semilla.
settings-less-movement-system = Este dispositivo está configurado para reducir el movimiento: las jugadas se muestran de una sola vez.

# Acertijos. $house es el número de una casa como lo ve su dueño (del 1 al 6 desde su izquierda).
home-puzzles = Acertijos
home-puzzles-hint = Pequeños problemas: encuentra la mejor jugada.
# Debajo del progreso en el inicio, cuando un acertijo ya le dio puntuación.
home-learner-puzzles = Puntuación en acertijos { $rating } · mejor racha { $streak }
puzzles-title = Acertijos
puzzles-continue = Siguiente acertijo por resolver
puzzles-for-me = Acertijos para mí
puzzles-streak = Racha
# $rating es la puntuación en acertijos de quien aprende; $streak su racha más larga.
puzzles-rating = Tu puntuación en acertijos: { $rating } · Mejor racha: { $streak }
puzzles-rating-none = Resuelve acertijos para tener tu propia puntuación.
puzzles-solved-count = { $solved } de { $total } { $solved ->
        [one] resuelto
       *[other] resueltos
    }
# Debajo del número de un acertijo intentado pero todavía sin resolver, en la lista.
puzzles-tried = intentado
puzzles-keys = Teclas: Enter: abrir el siguiente acertijo por resolver · F: acertijos para mí · S: racha · Esc: volver al inicio
# $goal es el objetivo del acertijo, ya como frase.
puzzle-prompt = Le toca a { $player }. { $goal }
puzzle-back = Todos los acertijos
puzzle-hint = Pista
puzzle-show-solution = Muéstrame la solución
puzzle-retry = Inténtalo otra vez
puzzle-next = Siguiente acertijo
# Cómo se eligió el acertijo en pantalla. $solved cuenta los acertijos
# resueltos seguidos hasta ahora; $best es la racha más larga.
puzzle-mode-for-me = Acertijos para mí · tu puntuación: { $rating }
puzzle-mode-streak = Racha: { $solved ->
        [one] { $solved } acertijo
       *[other] { $solved } acertijos seguidos
    }
puzzle-mode-streak-over = { $solved ->
        [0] La racha termina antes de empezar.
        [one] La racha termina aquí: { $solved } acertijo.
       *[other] La racha termina aquí: { $solved } acertijos seguidos.
    } Tu mejor racha: { $best }. «Siguiente acertijo» empieza una nueva.
puzzle-hint-house = Prueba con tu casa { $house }.
puzzle-solved = ¡Muy bien, lo encontraste!
puzzle-alternative = ¡Así también funciona! El acertijo pensaba en la casa { $house }.
puzzle-wrong = La casa { $house } no lo consigue.
puzzle-try-again = Las semillas regresaron a su lugar: ¡inténtalo otra vez!
puzzle-solution = La respuesta es la casa { $house }. ¡Mira!
# Un acertijo de varias jugadas: cuál de las jugadas propias es esta, y
# qué se dice después de una jugada correcta mientras el rival responde.
puzzle-step = jugada { $move } de { $moves }
puzzle-number = acertijo { $number }
puzzle-going = ¡Buena jugada! El objetivo sigue a tu alcance.
puzzle-going-reply = { $opponent } responde con su casa { $house }. ¡Te toca otra vez!

# Por qué una respuesta equivocada no cumple el objetivo, justo después de puzzle-wrong.
# $got, $best, $needed, $lost y $left cuentan semillas ($got y $best cuentan
# casas en puzzle-miss-shorter-chain); $opponent es el nombre de un jugador;
# $landed, $asked y $by son números de casa como los ve su dueño;
# $whose y $asked-whose dicen de quién es la casa: "own" (del jugador) u "other".
puzzle-miss-other-house = Esa no es tu casa { $asked }: vuelve a contar desde el extremo izquierdo de tu fila.
puzzle-miss-landed = Tu última semilla cayó en { $whose ->
        [own] tu propia casa { $landed }
       *[other] la casa { $landed } de tu rival
    }, no en { $asked-whose ->
        [own] tu propia casa { $asked }
       *[other] la casa { $asked } de tu rival
    }.
puzzle-miss-too-few = Tu jugada { $got ->
        [0] no capturó nada
        [one] capturó solo 1 semilla
       *[other] capturó solo { $got } semillas
    }. Necesitas al menos { $needed }.
puzzle-miss-fewer-seeds = Tu jugada { $got ->
        [0] no capturó nada
        [one] capturó 1 semilla
       *[other] capturó { $got } semillas
    }, ¡pero la mejor jugada captura { $best }!
puzzle-miss-shorter-chain = Tu jugada { $got ->
        [0] no capturó en ninguna casa
        [one] capturó solo en una casa
       *[other] capturó en { $got } casas
    }, pero la mejor jugada captura en { $best ->
        [one] 1 casa
       *[other] { $best } casas
    } con una sola cadena.
puzzle-miss-no-wipe-out = { $got ->
        [0] { $opponent } todavía tiene
        [one] Capturaste 1 semilla, pero { $opponent } todavía tiene
       *[other] Capturaste { $got } semillas, pero { $opponent } todavía tiene
    } { $left ->
        [one] 1 semilla
       *[other] { $left } semillas
    } en su fila: no es un borrado.
puzzle-miss-allows-wipe-out = ¡Ahora { $opponent } puede jugar su casa { $by } y llevarse todas las semillas de tu fila!
puzzle-miss-loses-more = Ahora { $opponent } puede jugar su casa { $by } y capturar { $lost ->
        [one] 1 semilla
       *[other] { $lost } semillas
    }. Con la mejor jugada { $best ->
        [0] no perderías nada
        [one] perderías solo 1 semilla
       *[other] perderías solo { $best } semillas
    }.
puzzle-miss-not-forced = { $opponent } todavía puede impedirlo.
puzzle-miss-stopped = { $opponent } responde con la casa { $by } y así lo impide.

# Lecciones. $house es el número de una casa como la ve su dueño (de 1 a 6 desde su izquierda).
home-lessons = Lecciones
home-lessons-hint = Aprende el juego paso a paso.
lessons-title = Lecciones
lessons-new = Nueva
lessons-in-progress = Empezada
lessons-done = Hecha
lessons-interludes = Para leer cuando quieras
# $title es el título de la lección; $step y $steps cuentan sus pasos.
lesson-step = { $title } · paso { $step } de { $steps }
lesson-back = Todas las lecciones
lesson-previous = Atrás
lesson-next = Siguiente
lesson-hint = Pista
lesson-retry = Inténtalo otra vez
lesson-watch-again = Verlo otra vez
lesson-hint-house = Prueba con tu casa { $house }.
lesson-alternative = ¡Así también funciona! La lección pensaba en la casa { $house }.
lesson-wrong = La casa { $house } no sirve. Mira adónde fueron las semillas.
lesson-right = ¡Sí, muy bien!
lesson-not-right = No del todo. Mira otra vez el tablero y elige otra respuesta.
# Una opción que es una casa: $mine es "yes" si es del jugador que mueve;
# $owner ("south" o "north") es el lado al que pertenece.
lesson-choice-house = { $mine ->
        [yes] Tu casa { $house }
       *[no] La casa { $house } de { $owner ->
            [south] Sur
           *[north] Norte
        }
    }
# Una lección empezada, en la lista: el paso donde sigue, o un paso que
# quedó atrás y le falta para estar hecha. $step es el número de un paso.
lessons-go-on = Sigue en el paso { $step }
lessons-missing = Falta el paso { $step }
# En el último paso de una lección, cuando aún falta un paso anterior.
lesson-missing = Esta lección todavía no está hecha: el paso { $step } te está esperando.
lesson-go-to = Ir al paso { $step }
lesson-skip = Saltar
lesson-restart = Empezar de nuevo
# Una pista con su número ($number cuenta desde 1) y su texto.
lesson-hint-line = Pista { $number }: { $hint }
# Para qué es la partida final de una lección; $level es el nivel de la computadora.
lesson-aim-win = Tu meta: ganar esta partida contra la computadora en el nivel { $level }.
lesson-aim-at-least = Tu meta: terminar esta partida con al menos { $seeds ->
        [one] 1 semilla
       *[other] { $seeds } semillas
    }, contra la computadora en el nivel { $level }.
lesson-game-your-turn = Te toca: juega una de tus casas.
lesson-game-thinking = La computadora está pensando…
# La cuenta final de la partida: $mine es la del alumno, $theirs la de la computadora.
lesson-game-count = Se acabó la partida: tú tienes { $mine } y la computadora { $theirs }.
# La pantalla final. $stars va de 1 a 3, o 0 si todavía falta una respuesta.
lesson-finish-cheer = { $stars ->
        [3] ¡Excelente!
        [2] ¡Muy bien!
        [1] ¡Lo lograste!
       *[0] ¡Ya casi!
    }
lesson-finish-title = Terminaste la lección «{ $title }».
lesson-finish-score = { $exercises ->
        [one] { $best } de 1 ejercicio bien al primer intento, sin pistas.
       *[other] { $best } de { $exercises } ejercicios bien al primer intento, sin pistas.
    }
lesson-finish-missing = El paso { $step } todavía espera una respuesta. ¡Contéstalo para ganar tus estrellas!
lesson-next-lesson = Siguiente lección: { $title }
lesson-practise = { $count ->
        [one] Practicar: 1 acertijo de este tema
       *[other] Practicar: { $count } acertijos de este tema
    }

# La tarjeta "Seguir" de la pantalla de inicio: lo que hacía quien aprende la última vez, o la próxima lección.
# $number es el número de la lección en la lista; $step y $steps cuentan sus pasos.
# Los espacios de "paso 9 de 9" son espacios de no separación, para que el contador nunca se parta en dos líneas.
home-continue-lesson = Seguir: lección { $number } · { $title }, paso { $step } de { $steps }
# $theme es el nombre del tema de acertijos; $number el número del acertijo en ese tema.
home-continue-puzzle = Seguir: acertijo { $number } de { $theme }
# $moves cuenta las jugadas hechas hasta ahora.
home-continue-friend = Seguir tu partida entre dos ({ $moves ->
        [one] 1 jugada hecha
       *[other] { $moves } jugadas hechas
    })
home-continue-computer = Seguir tu partida contra el nivel { $level } ({ $moves ->
        [one] 1 jugada hecha
       *[other] { $moves } jugadas hechas
    })
home-start-lesson = Empieza con la lección { $number }: { $title }
home-carry-on-lesson = Sigue con la lección { $number }: { $title }
home-continue-key = Presiona Enter para seguir donde lo dejaste
home-start-key = Presiona Enter para empezar
