# Por qué el motor de reglas rechazó una jugada, encontró una posición incorrecta o terminó la partida.
# $house es el número de una casa tal como lo ve su dueño: del 1 al 6, desde su izquierda.
# $owner y $side valen "south" o "north".

move-not-your-house = La casa { $house } es de { $owner ->
        [south] Sur
       *[north] Norte
    }. ¡Elige una de tus casas!
move-empty-house = La casa { $house } está vacía: no hay nada que sembrar. Elige una casa que tenga semillas.
move-must-feed = ¡Tu rival se quedó sin semillas y tienes que darle algunas! La casa { $house } no llega hasta su fila: elige una casa cuyas semillas lleguen hasta allí.
move-game-over = La partida terminó. Empieza una nueva para volver a jugar.

setup-negative-house = La casa { $house } de { $side ->
        [south] Sur
       *[north] Norte
    } tiene { $seeds ->
        [one] { $seeds } semilla
       *[other] { $seeds } semillas
    }. ¡Una casa no puede tener menos de cero!
setup-negative-store = El almacén de { $side ->
        [south] Sur
       *[north] Norte
    } tiene { $seeds ->
        [one] { $seeds } semilla
       *[other] { $seeds } semillas
    }. ¡Un almacén no puede tener menos de cero!
setup-wrong-total = En esta posición hay { $total ->
        [one] 1 semilla
       *[other] { $total } semillas
    }, pero una partida siempre tiene exactamente 48.

end-wipe-out = ¡Borrado! Una sola captura se llevó todas las semillas de la otra fila, así que quien la hizo se queda también con todas las semillas que quedaban en el tablero.
end-no-moves = El jugador al que le toca no tiene ninguna jugada posible, así que cada jugador se queda con las semillas de su lado.
end-repetition = Volvió a aparecer la misma posición y la partida podría dar vueltas sin fin. Por eso termina aquí, y cada jugador se queda con las semillas de su lado.
