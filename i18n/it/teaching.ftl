# L'allenatore nella partita contro il computer (propone di riprendere una
# mossa) e i tasti di ogni schermata.
# $seeds è un numero di semi, $house il numero di una casa vista dal suo padrone (da 1 a 6).

teaching-mode = Allenatore:
teaching-on = Sì
teaching-off = No
teaching-checking = L'allenatore sta guardando la tua mossa…
teaching-offer-title = Aspetta un attimo!
teaching-offer = Dopo la tua mossa dalla casa { $house }, { $player } può rispondere con la casa { $answer } e prenderti subito { $seeds ->
        [one] un seme
       *[other] { $seeds } semi
    }. Guarda i cerchi rossi.
teaching-offer-wipe-out = Dopo la tua mossa dalla casa { $house }, { $player } può rispondere con la casa { $answer } e prenderti tutti i semi della tua fila: { $seeds ->
        [one] 1 seme
       *[other] { $seeds } semi
    }!
teaching-offer-question = Vuoi ripensarci?
teaching-take-back = Sì, ci ripenso (U)
teaching-keep = No, va bene così (Invio)

# I tasti di ogni schermata, scritti in basso: l'app si usa anche senza mouse.
play-keys = Tasti: da 1 a 6 giochi una casa · con ← → scegli una casa e con Invio la giochi · U o Ctrl+Z mossa indietro · R mossa avanti · N nuova partita · T allenatore sì o no · + o - livello · A si adatta a me · Esc torna all'inizio
# In una partita in due: niente allenatore, quindi niente T.
play-keys-friend = Tasti: da 1 a 6 giochi una casa · con ← → scegli una casa e con Invio la giochi · U o Ctrl+Z mossa indietro · R mossa avanti · N nuova partita · Esc torna all'inizio
puzzle-keys = Tasti: da 1 a 6 giochi una casa · con ← → scegli una casa e con Invio la giochi · H aiutino · R riprova · S fammi vedere la soluzione · N prossimo rompicapo · Esc torna ai rompicapi
puzzle-keys-done = Tasti: R riprova · N prossimo rompicapo · Esc torna ai rompicapi
lessons-keys = Tasti: con ↑ ↓ scegli una lezione, Invio la apre (o apre la prossima da fare) · { $ten ->
        [yes] da 1 a 9 apre la lezione con quel numero, 0 apre la lezione 10
       *[other] da 1 a 9 apre la lezione con quel numero
    } · Esc torna all'inizio
# La riga dei tasti: "Tasti:" e i tasti che funzionano nel passo mostrato,
# ognuno uno dei lesson-key-* qui sotto, uniti da " · " ($keys).
lesson-keys = Tasti: { $keys }
lesson-key-houses = da 1 a 6 giochi una casa
lesson-key-choose = con ← → scegli una casa e con Invio la giochi
# $count è quante risposte ci sono, $last la lettera dell'ultima.
lesson-key-letters = { $count ->
        [2] A o B
       *[other] dalla A alla { $last }
    } scegli una risposta
lesson-key-hint = H aiutino
lesson-key-retry = R o Invio riprova
lesson-key-watch = W guarda di nuovo
lesson-key-next = → o Invio avanti
lesson-key-back = ← o Backspace indietro
lesson-key-backspace = Backspace indietro
# $step è il numero di un passo che manca ancora alla lezione.
lesson-key-go-to = G vai al passo { $step }
lesson-key-esc = Esc tutte le lezioni
lesson-key-skip = S salta
lesson-key-restart = R ricomincia
lesson-key-next-lesson = Invio prossima lezione
lesson-key-enter-list = Invio tutte le lezioni
lesson-key-practise = P esercitati
settings-keys = Tasti: L lingua · T colori · A velocità della semina · M riduci movimento · N aggiungi un nome · Esc torna all'inizio
