# Modalità insegnante nella partita contro il computer, e i tasti delle
# schermate che insegnano.
# $seeds è un numero di semi, $house il numero di una casa vista dal suo padrone (da 1 a 6).

teaching-mode = Allenatore:
teaching-on = Sì
teaching-off = No
teaching-checking = L'allenatore sta guardando la tua mossa…
teaching-offer-title = Aspetta un momento!
teaching-offer = La tua mossa dalla casa { $house } regala { $seeds ->
        [one] un seme
       *[other] { $seeds } semi
    }.
teaching-offer-question = Vuoi tornare indietro?
teaching-take-back = Torno indietro (U)
teaching-keep = Tengo la mia mossa (Invio)
