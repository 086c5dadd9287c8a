# Los niveles de la computadora y las explicaciones del entrenador.
# $house es el número de una casa como la ve su dueño: del 1 al 6, desde su izquierda.
# $best es el número de una de las mejores casas para quien aprende.
# $side es "south" o "north": el rival. $seeds y $depth son números.

# Diecinueve niveles, del más débil al más fuerte: un jardín que crece, de la semilla al maestro.
level-1-name = Semilla
level-1-description = Captura donde cae su última semilla, pero nunca cuenta una cadena ni la vuelta de una casa grande, y muchas veces juega sin pensarlo dos veces.
level-2-name = Brote
level-2-description = Hace la captura más grande que ve, con cadena y todo, pero nunca piensa en lo que tú puedes capturar después.
level-3-name = Plantita
level-3-description = A veces revisa qué podrías capturar tú después de su jugada.
level-4-name = Botón de flor
level-4-description = Muchas veces revisa qué podrías capturar tú después de su jugada.
level-5-name = Flor
level-5-description = Casi siempre revisa qué podrías capturar tú después de su jugada.
level-6-name = Arbolito
level-6-description = Siempre revisa qué podrías capturar tú después de su jugada.
level-7-name = Árbol alto
level-7-description = Mira tres jugadas hacia adelante, pero es un poco descuidado.
level-8-name = Árbol frutal
level-8-description = Mira tres jugadas hacia adelante: su jugada, tu respuesta y su siguiente jugada.
level-9-name = Jardín
level-9-description = Mira algunas jugadas hacia adelante.
level-10-name = Jardinero
level-10-description = Mira varias jugadas hacia adelante. Un buen rival cuando ya conoces los trucos.
level-11-name = Granjero
level-11-description = Piensa muchas jugadas por adelantado. Para ganarle necesitas un plan.
level-12-name = Doctor de árboles
level-12-description = Planea con mucha anticipación y casi nunca cae en una trampa.
level-13-name = Guardián del bosque
level-13-description = Planea con muchísima anticipación. ¡Cada semilla cuenta!
level-14-name = Cuidador de abejas
level-14-description = Paciente y trabajador: casi siempre encuentra una buena jugada.
level-15-name = Jefe de la cosecha
level-15-description = Sabe cuándo dejar que las semillas se junten en una casa y cuándo llevarlas a su almacén.
level-16-name = Viejo baobab
level-16-description = Tranquilo y sabio: casi nunca regala ni una semilla.
level-17-name = Mago del jardín
level-17-description = Se anticipa más que casi nadie. Solo le gana quien juega muy bien.
level-18-name = Sabio de las semillas
level-18-description = Piensa casi tantas jugadas por adelantado como el Maestro. Muy pocos logran ganarle.
level-19-name = Maestro
level-19-description = En cada partida piensa tantas jugadas como puede. ¿Podrás aguantar?

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
    } puede responder con la casa { $house } y llevarse todas las semillas de tu fila: ¡un borrado de { $seeds ->
        [one] 1 semilla
       *[other] { $seeds } semillas
    }!
coach-reply-quiet = Ahora { $side ->
        [south] Sur
       *[north] Norte
    } puede responder con la casa { $house }. Todavía no captura nada, pero prepara una captura para un poco más adelante.
coach-estimate = (El entrenador miró { $depth ->
        [one] una jugada
       *[other] { $depth } jugadas
    } por adelantado. El final de la partida está demasiado lejos para saberlo con seguridad.)

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
       *[loss] y se habría llevado { $seeds ->
            [one] 1 semilla
           *[other] { $seeds } semillas
        }
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
    } con la casa { $house }: { $seeds ->
        [one] 1 semilla
       *[other] { $seeds } semillas
    }.
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
review-estimate = (Es un cálculo aproximado: el entrenador miró { $depth ->
        [one] una jugada
       *[other] { $depth } jugadas
    } hacia adelante, no hasta el final de la partida.)
