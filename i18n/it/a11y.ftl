# Detti ai lettori di schermo (src/app/semantics): non compaiono mai sullo
# schermo, li legge ad alta voce il lettore di schermo del bambino mentre si
# muove sul tabellone.

# Il tabellone, letto come una griglia di dodici case e due magazzini.
a11y-board = Tabellone
# Una casa. $owner: il giocatore come lo chiama il tabellone (Sud, Nord, il
# nome di un bambino); $house: il suo numero dalla sinistra di chi la
# possiede (da 1 a 6). Scritto in lettere («un seme», «vuota») perché viene
# solo letto ad alta voce: alcune voci leggono «1 seme» come «uno seme».
a11y-house = { $owner }, casa { $house }: { $seeds ->
        [0] vuota
        [one] un seme
       *[other] { $seeds } semi
    }
a11y-store = { $owner }, magazzino: { $seeds ->
        [0] vuoto
        [one] un seme
       *[other] { $seeds } semi
    }
# Una casa cerchiata da una lezione o dall'allenatore; $thing è la casa
# come sopra. «Cerchiata» come nelle lezioni («Gioca la casa cerchiata»).
a11y-marked = { $thing }, cerchiata

settings-speak-focus = Lettura ad alta voce con il tasto Tab
settings-speak-focus-on = Sì
settings-speak-focus-off = No
