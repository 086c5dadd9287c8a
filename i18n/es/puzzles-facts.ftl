# Frases que el programa arma con los datos del motor, para los acertijos
# sin explicación propia, y pistas que usan sus números. Las casas se
# numeran como las ve su dueño (del 1 al 6 desde su izquierda); $whose es
# "own" u "other"; $opponent es el nombre de un jugador, ya en este idioma;
# $laps es 0, o 1 cuando una siembra da toda la vuelta.

puzzle-fact-sow = Tu casa { $house } tiene { $seeds ->
        [one] una sola semilla, que cae
       *[other] { $seeds } semillas{ $laps ->
            [0] {""}
           *[other] , suficientes para dar toda la vuelta saltándose la propia casa { $house }
        }: la última cae
    } { $whose ->
        [own] en tu casa { $last }
       *[other] en la casa { $last } de { $opponent }
    }.
# $from y $to son la primera y la última casa de la cadena.
puzzle-fact-capture = { $houses ->
        [one] Esa casa ahora tiene { $seeds ->
            [one] 1 semilla: la capturas.
           *[other] { $seeds } semillas: las capturas.
        }
        [2] Mirando hacia atrás desde ahí, las casas { $from } y { $to } de { $opponent } tienen 2 o 3 semillas cada una: capturas las dos, { $seeds ->
            [one] 1 semilla
           *[other] { $seeds } semillas
        }.
       *[other] Mirando hacia atrás desde ahí, las casas de la { $from } a la { $to } de { $opponent } tienen todas 2 o 3 semillas: capturas las { $houses } casas, { $seeds ->
            [one] 1 semilla
           *[other] { $seeds } semillas
        } de una vez.
    }
puzzle-fact-no-capture = No captura nada.
# $swept: las semillas que quedaban en la fila de quien juega, que el borrado también se lleva.
puzzle-fact-wipe-out = { $swept ->
        [0] La fila de { $opponent } quedó vacía: ¡un borrado!
        [one] La fila de { $opponent } quedó vacía: ¡un borrado! También te llevas la semilla que quedaba en tu fila.
       *[other] La fila de { $opponent } quedó vacía: ¡un borrado! También te llevas las { $swept } semillas que quedaban en tu fila.
    }
# $why: wipe-out, you-stuck, they-stuck o repetition; $result: win, draw
# o loss; $mine y $theirs: las cuentas finales.
puzzle-fact-end = { $why ->
        [wipe-out] Se acabó la partida:
        [you-stuck] Ya no tienes jugadas, así que cada jugador se lleva las semillas de su fila:
        [they-stuck] { $opponent } ya no tiene jugadas, así que cada jugador se lleva las semillas de su fila:
       *[repetition] Volvió a salir la misma posición, así que cada jugador se lleva las semillas de su fila:
    } { $result ->
        [win] ¡ganas { $mine } a { $theirs }!
        [draw] es un empate, { $mine } a { $theirs }.
       *[loss] gana { $opponent }, { $theirs } a { $mine }.
    }
# La mejor de las otras jugadas, según el objetivo del acertijo.
puzzle-fact-other-seeds = La mejor de tus otras jugadas, la casa { $house }, solo captura { $seeds ->
        [one] 1 semilla
       *[other] { $seeds } semillas
    }.
puzzle-fact-other-chain = Tu casa { $house } solo captura en { $houses ->
        [one] 1 casa
       *[other] { $houses } casas
    } ({ $seeds ->
        [one] 1 semilla
       *[other] { $seeds } semillas
    }).
puzzle-fact-other-wipe-out = Tu casa { $house } captura { $seeds ->
        [one] 1 semilla
       *[other] { $seeds } semillas
    }, pero deja { $left ->
        [one] 1 semilla
       *[other] { $left } semillas
    } en la fila de { $opponent }: no hay borrado.
puzzle-fact-others-nothing = Ninguna de tus otras jugadas captura nada.
# $best: lo más que el rival puede capturar después de la respuesta;
# $by: la casa del rival que capturaría $lost semillas después de tu casa $house.
puzzle-fact-defend = Después de esta jugada, { $opponent } { $best ->
        [0] no puede capturar nada.
        [one] solo puede capturar 1 semilla.
       *[other] solo puede capturar { $best } semillas.
    }
puzzle-fact-defend-other = Después de tu casa { $house }, la casa { $by } de { $opponent } capturaría { $lost ->
        [one] 1 semilla
       *[other] { $lost } semillas
    }.
puzzle-fact-avoid = Después de esta jugada, { $opponent } no tiene ninguna jugada que se lleve todas las semillas de tu fila.
puzzle-fact-avoid-other = Después de tu casa { $house }, la casa { $by } de { $opponent } te haría un borrado.
# Una serie de jugadas: $step cuenta las jugadas propias (1, 2, 3);
# $captured es lo que captura la jugada.
puzzle-fact-line-mine = { $step ->
        [1] Primero, tu casa { $house }
       *[other] Luego, tu casa { $house }
    }{ $captured ->
        [0] .
        [one] , que captura 1 semilla.
       *[other] , que captura { $captured } semillas.
    }
puzzle-fact-line-theirs = La mejor respuesta de { $opponent } es su casa { $house }{ $captured ->
        [0] .
        [one] , que captura 1 semilla.
       *[other] , que captura { $captured } semillas.
    }
puzzle-fact-secured = Ahora tienes { $seeds ->
        [one] 1 semilla
       *[other] { $seeds } semillas
    } en tu almacén, haga lo que haga { $opponent }.
puzzle-fact-held = { $moves ->
        [one] En una jugada
       *[other] En { $moves } jugadas
    }, { $opponent } { $lost ->
        [0] no capturó nada.
        [one] solo capturó 1 semilla.
       *[other] solo capturó { $lost } semillas.
    }

# Pistas con números de la posición. $best: lo más que captura una jugada
# (casas en puzzle-hint-best-chain; en puzzle-hint-best-defence lo menos que
# el rival puede capturar después); $houses: las casas del rival que tienen
# semillas.
puzzle-hint-best-seeds = Una de tus jugadas captura { $best ->
        [one] 1 semilla
       *[other] { $best } semillas
    }. ¿Cuál?
puzzle-hint-best-chain = La cadena más larga se lleva { $best ->
        [one] una casa
       *[other] { $best } casas
    } de una vez.
puzzle-hint-best-defence = { $best ->
        [0] Con una de tus jugadas, { $opponent } no puede capturar nada.
        [one] Lo mejor que puedes hacer es dejar que { $opponent } capture 1 semilla.
       *[other] Lo mejor que puedes hacer es dejar que { $opponent } capture { $best } semillas.
    }
puzzle-hint-wipe-houses = { $houses ->
        [one] { $opponent } tiene semillas en una sola casa: tu cadena tiene que llevársela.
       *[other] { $opponent } tiene semillas en { $houses } casas: tu cadena tiene que llevárselas todas.
    }
