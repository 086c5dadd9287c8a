# Perché il motore delle regole ha rifiutato una mossa, ha trovato una posizione sbagliata o ha chiuso la partita.
# $house è il numero di una casa come lo vede chi la possiede: da 1 a 6, dalla propria sinistra.
# $owner e $side valgono "south" o "north".

move-not-your-house = La casa { $house } è di { $owner ->
        [south] Sud
       *[north] Nord
    }. Scegli una delle tue case!
move-empty-house = La casa { $house } è vuota: non c'è niente da seminare. Scegli una casa che abbia dei semi.
move-must-feed = Il tuo avversario è rimasto senza semi, quindi devi dargliene qualcuno! La casa { $house } non arriva fino alla sua fila: scegli una casa i cui semi ci arrivino.
move-game-over = La partita è finita. Comincia una nuova partita per giocare ancora.

setup-negative-house = La casa { $house } di { $side ->
        [south] Sud
       *[north] Nord
    } ha { $seeds ->
        [one] { $seeds } seme
       *[other] { $seeds } semi
    }. Una casa non può averne meno di zero!
setup-negative-store = Il magazzino di { $side ->
        [south] Sud
       *[north] Nord
    } ha { $seeds ->
        [one] { $seeds } seme
       *[other] { $seeds } semi
    }. Un magazzino non può averne meno di zero!
setup-wrong-total = In questa posizione { $total ->
        [one] c'è 1 seme
       *[other] ci sono { $total } semi
    }, ma in una partita ce ne sono sempre 48 esatti.

end-wipe-out = Cancellazione! Con una sola cattura sono spariti tutti i semi della fila avversaria: chi l'ha fatta si prende anche tutti i semi rimasti sul tabellone.
end-no-moves = Chi deve giocare non ha più mosse: ognuno si prende i semi che sono dalla sua parte.
end-repetition = È tornata una posizione già vista, e la partita potrebbe girare in tondo per sempre. Allora finisce qui: ognuno si prende i semi che sono dalla sua parte.
