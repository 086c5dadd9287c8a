# L'allenatore nella partita contro il computer (propone di riprendere una
# mossa), il promemoria di una lezione dopo un tentativo sbagliato, e i tasti di ogni schermata.
# $seeds è un numero di semi, $house il numero di una casa vista dal suo padrone (da 1 a 6).

teaching-mode = Allenatore:
teaching-on = Sì
teaching-off = No
teaching-checking = L'allenatore sta guardando la tua mossa…
teaching-offer-title = Aspetta un attimo!
teaching-offer = Con la mossa dalla tua casa { $house } regali { $seeds ->
        [one] un seme
       *[other] { $seeds } semi
    } all'avversario.
teaching-offer-question = Vuoi ripensarci?
teaching-take-back = Sì, ci ripenso (U)
teaching-keep = No, va bene così (Invio)

# Una casa scelta dopo un tentativo sbagliato in una lezione, prima di "Riprova".
lesson-retry-first = I semi sono ancora dove li ha lasciati la tua mossa. Premi «Riprova» (o il tasto R) per rimetterli a posto, poi gioca di nuovo.

# I tasti di ogni schermata, scritti in basso: l'app si usa anche senza mouse.
play-keys = Tasti: da 1 a 6 giochi una casa · con ← → scegli una casa e con Invio la giochi · U o Ctrl+Z annulla · R rifai · N nuova partita · T allenatore sì o no · Esc torna all'inizio
puzzle-keys = Tasti: da 1 a 6 giochi una casa · con ← → scegli una casa e con Invio la giochi · H aiutino · R riprova · S fammi vedere la soluzione · N prossimo rompicapo · Esc torna ai rompicapi
lessons-keys = Tasti: Invio apre la prossima lezione da fare · da 1 a 9 apre la lezione con quel numero · Esc torna all'inizio
lesson-keys = Tasti: da 1 a 6 giochi una casa o scegli una risposta · quando devi fare una mossa, con ← → scegli una casa e con Invio la giochi · H aiuto · R riprova · W guarda di nuovo · → o Invio avanti · ← o Backspace indietro · Esc tutte le lezioni
settings-keys = Tasti: L lingua · T colori · A velocità della semina · Esc torna all'inizio
