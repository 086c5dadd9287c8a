# Letti dal lettore di schermo (src/app/semantics): mai disegnati.

a11y-board = Tabellone
a11y-house = { $owner }, casa { $house }: { $seeds ->
        [one] 1 seme
       *[other] { $seeds } semi
    }
a11y-store = { $owner }, magazzino: { $seeds ->
        [one] 1 seme
       *[other] { $seeds } semi
    }
a11y-marked = { $thing }, cerchiata
