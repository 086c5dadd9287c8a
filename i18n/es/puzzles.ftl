# Nombres que el programa muestra con cada problema y cada ejercicio: la
# consigna del objetivo, el tema y la dificultad. Las pistas y explicaciones
# de cada problema están en puzzles-<tema>.ftl.
# $house es el número de una casa tal como lo ve su dueño (del 1 al 6 desde
# su izquierda); $owner es "south" o "north"; $seeds y $moves son números.

puzzle-goal-play = Juega tu casa { $house }.
puzzle-goal-last-in = Haz que tu última semilla caiga en { $owner ->
        [south] tu propia casa { $house }
       *[north] la casa { $house } de tu rival
    }.
puzzle-goal-capture = Captura { $seeds ->
        [one] al menos una semilla
       *[other] al menos { $seeds } semillas
    } con una sola jugada.
puzzle-goal-most-seeds = Captura todas las semillas que puedas con una sola jugada.
puzzle-goal-longest-chain = Captura en todas las casas que puedas, en una sola cadena.
puzzle-goal-wipe-out = Encuentra el borrado: captura todas las semillas de la fila de tu rival.
puzzle-goal-feed = Tu rival se quedó sin semillas. Encuentra la jugada que le da semillas.
puzzle-goal-avoid-wipe-out = ¡Cuidado! Encuentra la jugada que no deja que tu rival te borre.
puzzle-goal-defend = Encuentra la jugada con la que tu rival capture lo menos posible.
puzzle-goal-secure = Asegúrate de tener al menos { $seeds ->
        [one] una semilla
       *[other] { $seeds } semillas
    } en tu almacén en { $moves ->
        [one] una jugada
       *[other] { $moves } jugadas
    }, haga lo que haga tu rival.
puzzle-goal-win = Gana la partida en { $moves ->
        [one] una jugada
       *[other] { $moves } jugadas
    }, haga lo que haga tu rival.
puzzle-goal-wipe-out-within = Borra a tu rival en { $moves ->
        [one] una jugada
       *[other] { $moves } jugadas
    }, haga lo que haga.
puzzle-goal-guard = { $moves ->
        [one] En tu próxima jugada
       *[other] En tus próximas { $moves } jugadas
    }, no dejes que tu rival te capture { $seeds ->
        [0] ni una semilla
        [one] más de 1 semilla
       *[other] más de { $seeds } semillas
    }, haga lo que haga.

puzzle-theme-capture = Capturas
puzzle-theme-chain = Cadenas
puzzle-theme-wipe-out = Borrados
puzzle-theme-feeding = Alimentar
puzzle-theme-defence = Defensa
puzzle-theme-big-house = Casas grandes
puzzle-theme-endgame = Finales

puzzle-difficulty-easy = Fácil
puzzle-difficulty-medium = Medio
puzzle-difficulty-hard = Difícil

# Pistas que comparten muchos problemas.
puzzle-hint-count-reach = Cuenta las semillas de cada una de tus casas: te dicen cuántas casas avanzan.
puzzle-hint-two-three = Busca casas de Norte con 1 o 2 semillas: tu última semilla puede convertirlas en un 2 o un 3.
puzzle-hint-look-back = Cuando caiga la última semilla, mira hacia atrás: las casas justo anteriores también podrían ser doses o treses.
puzzle-hint-every-seed = Para hacer un borrado, tienes que capturar en una sola cadena todas las casas de Norte que tengan semillas.
puzzle-hint-their-move = Imagina cada una de tus jugadas y busca luego la mejor respuesta de Norte.
puzzle-hint-weak-houses = ¿Cuáles de tus casas tienen 1 o 2 semillas, y qué casas de Norte llegan hasta ellas?
puzzle-hint-feed-reach = ¿Cuál de tus casas tiene semillas suficientes para pasar a la fila de Norte?
puzzle-hint-big-lap = Una casa con 12 semillas o más da la vuelta entera: 11 semillas por vuelta, porque se salta a sí misma.
puzzle-hint-score = Mira los almacenes: ¿cómo cambia la cuenta final con cada jugada?
