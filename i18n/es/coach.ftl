# Los niveles de la computadora y las explicaciones del entrenador.
# $house es el número de una casa como la ve su dueño: del 1 al 6, desde su izquierda.
# $best es el número de una de las mejores casas para quien aprende.
# $side es "south" o "north": el rival. $seeds y $depth son números.

level-1-name = Semillita
level-1-description = Toma semillas cuando las ve, pero se olvida de mirar tu respuesta.
level-2-name = Brote
level-2-description = Mira tu respuesta a su jugada, pero todavía se equivoca.
level-3-name = Jardinero
level-3-description = Piensa algunas jugadas por adelantado. Un buen rival cuando ya sabes las reglas.
level-4-name = Granjero
level-4-description = Piensa muchas jugadas por adelantado. Para ganarle necesitas un plan.
level-5-name = Maestro
level-5-description = Juega lo mejor que puede en cada partida. ¿Aguantarás?

coach-best-move = ¡Muy buena jugada! Es de las mejores que podías hacer.
coach-loses-seeds = Con esta jugada pierdes { $seeds ->
        [one] una semilla
       *[other] { $seeds } semillas
    } frente a la mejor jugada. La casa { $best } era mejor.
coach-reply-captures = Ahora { $side ->
        [south] Sur
       *[north] Norte
    } puede responder con la casa { $house } y capturar { $seeds ->
        [one] una semilla
       *[other] { $seeds } semillas
    }.
coach-reply-wipe-out = Ahora { $side ->
        [south] Sur
       *[north] Norte
    } puede responder con la casa { $house } y llevarse todas las semillas de tu fila: ¡un borrado de { $seeds } semillas!
coach-reply-quiet = Ahora { $side ->
        [south] Sur
       *[north] Norte
    } puede responder con la casa { $house }. Todavía no captura nada, pero prepara una captura para un poco más adelante.
coach-estimate = (El entrenador miró { $depth } jugadas por adelantado. El final de la partida está demasiado lejos para saberlo con seguridad.)

## Revisar una partida: la marca del entrenador y sus palabras para cada jugada.
review-mark-forced = Jugada obligada
review-mark-best = La mejor jugada
review-mark-good = Buena
review-mark-inaccuracy = Imprecisión
review-mark-mistake = Error
review-mark-blunder = Error grave
review-forced = Era la única jugada posible.
review-best = Una de las mejores jugadas.
review-lost = Esta jugada costó { $seeds ->
        [one] una semilla
       *[other] { $seeds } semillas
    } en comparación con la casa { $best }.
review-better-wipe-out = La casa { $house } habría capturado toda la fila de { $side ->
        [south] Sur
       *[north] Norte
    } { $result ->
        [win] y ganado la partida
        [draw] y dejado la partida en empate
       *[loss] y se habría llevado { $seeds } semillas
    }.
review-better-capture = La casa { $house } habría capturado { $seeds ->
        [one] una semilla
       *[other] { $seeds } semillas
    }.
review-better-line = Prueba las jugadas del entrenador desde aquí para ver por qué.
review-let-capture = Esta jugada le permitió a { $side ->
        [south] Sur
       *[north] Norte
    } llevarse { $seeds ->
        [one] una semilla
       *[other] { $seeds } semillas
    } con la casa { $house }.
review-let-wipe-out = Esta jugada le permitió a { $side ->
        [south] Sur
       *[north] Norte
    } llevarse todas las semillas de la fila de { $side ->
        [south] Norte
       *[north] Sur
    } con la casa { $house }: { $seeds } semillas.
review-result = { $change ->
        [win-draw] Antes de esta jugada todavía se podía ganar. Ahora lo mejor es un empate.
        [win-loss] Antes de esta jugada todavía se podía ganar. Ahora la partida está perdida si { $side ->
            [south] Sur
           *[north] Norte
        } juega bien.
       *[draw-loss] Antes de esta jugada todavía se podía empatar. Ahora la partida está perdida si { $side ->
            [south] Sur
           *[north] Norte
        } juega bien.
    }
review-estimate = (Es un cálculo aproximado: el entrenador miró { $depth } jugadas hacia adelante, no hasta el final de la partida.)
