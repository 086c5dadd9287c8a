# Nomi che il programma mostra con ogni problema e ogni esercizio: la
# consegna dell'obiettivo, il tema e la difficoltà. Suggerimenti e
# spiegazioni di ogni problema sono in puzzles-<tema>.ftl.
# $house è il numero di una casa come lo vede il suo proprietario (da 1 a 6
# dalla sua sinistra); $owner è "south" o "north"; $seeds e $moves sono numeri.

puzzle-goal-play = Gioca la tua casa { $house }.
puzzle-goal-last-in = Fai cadere l'ultimo seme { $owner ->
        [south] nella tua casa { $house }
       *[north] nella casa { $house } dell'avversario
    }.
puzzle-goal-capture = Cattura { $seeds ->
        [one] almeno un seme
       *[other] almeno { $seeds } semi
    } con una sola mossa.
puzzle-goal-most-seeds = Cattura più semi che puoi con una sola mossa.
puzzle-goal-longest-chain = Cattura i semi di più case che puoi, con una sola catena.
puzzle-goal-wipe-out = Trova la cancellazione: cattura tutti i semi della fila avversaria.
puzzle-goal-feed = Il tuo avversario è rimasto senza semi. Trova la mossa che gliene dà.
puzzle-goal-avoid-wipe-out = Attenzione! Trova la mossa che non permette all'avversario di cancellarti.
puzzle-goal-defend = Trova la mossa che lascia all'avversario la cattura più piccola possibile.
puzzle-goal-secure = Fai in modo di avere nel magazzino { $seeds ->
        [one] almeno un seme
       *[other] almeno { $seeds } semi
    } entro { $moves ->
        [one] una mossa
       *[other] { $moves } mosse
    }, qualunque cosa faccia l'avversario.
puzzle-goal-win = Vinci la partita entro { $moves ->
        [one] una mossa
       *[other] { $moves } mosse
    }, qualunque cosa faccia l'avversario.
puzzle-goal-wipe-out-within = Fai una cancellazione entro { $moves ->
        [one] una mossa
       *[other] { $moves } mosse
    }, qualunque cosa faccia l'avversario.
puzzle-goal-guard = { $moves ->
        [one] Con la tua prossima mossa
       *[other] Nelle tue prossime { $moves } mosse
    }, non lasciare che l'avversario ti catturi { $seeds ->
        [0] nemmeno un seme
        [one] più di 1 seme
       *[other] più di { $seeds } semi
    }, qualunque cosa faccia.

puzzle-theme-capture = Catture
puzzle-theme-chain = Catene
puzzle-theme-wipe-out = Cancellazioni
puzzle-theme-feeding = Dare da mangiare
puzzle-theme-defence = Difesa
puzzle-theme-big-house = Case grandi
puzzle-theme-endgame = Finali

puzzle-difficulty-easy = Facile
puzzle-difficulty-medium = Medio
puzzle-difficulty-hard = Difficile

# Suggerimenti comuni a molti problemi.
puzzle-hint-count-reach = Conta i semi di ogni tua casa: ti dicono di quante case vanno avanti.
puzzle-hint-two-three = Cerca le case di Nord con 1 o 2 semi: il tuo ultimo seme può portarle a 2 o a 3.
puzzle-hint-look-back = Dopo che l'ultimo seme è caduto, guarda indietro: anche le case subito prima potrebbero essere dei 2 o dei 3.
puzzle-hint-every-seed = Per una cancellazione, tutte le case di Nord che hanno semi devono essere catturate con una sola catena.
puzzle-hint-their-move = Immagina ogni tua mossa, poi cerca la risposta migliore di Nord.
puzzle-hint-weak-houses = Quali tue case hanno 1 o 2 semi, e quali case di Nord ci arrivano?
puzzle-hint-feed-reach = Quale delle tue case ha abbastanza semi per arrivare nella fila di Nord?
puzzle-hint-big-lap = Una casa con 12 semi o più fa tutto il giro: 11 semi per ogni giro, perché salta se stessa.
puzzle-hint-score = Guarda i magazzini: come cambia il conto finale con ogni mossa?
