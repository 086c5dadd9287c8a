# Il tabellone dell'insegnante, salvare una posizione come rompicapo, e la revisione della partita.

puzzle-written-in = scritto in { $language }

## Home.
home-board = Tabellone dell'insegnante

## Il tabellone dell'insegnante.
board-mode-edit = Prepara
board-mode-play = Gioca
board-coach-show = Mostra l'allenatore
board-coach-hide = Nascondi l'allenatore
board-save-puzzle = Salva come rompicapo
board-edit-title = Prepara il tabellone
board-edit-help = Clicca su una casa o su un magazzino per aggiungere un seme; clicca con il tasto destro (o Maiusc+clic) per toglierne uno. Oppure scegli una casa e scrivi quanti semi contiene.
board-edit-cannot-play = Questa posizione non si può ancora giocare.
board-edit-to-move = Chi muove per primo?
board-edit-count = Case { $houses } · magazzini { $stores } · in tutto { $total } su 48
board-edit-fill = { $seeds ->
        [0] I magazzini sono giusti
       *[other] Sistema i magazzini: 48 in tutto
    }
board-edit-opening = Posizione iniziale
board-edit-clear = Tabellone vuoto
board-edit-play = Gioca da questa posizione
board-to-move = Tocca a { $player }
board-play-help = Gioca le mosse di tutti e due. Clicca una mossa nell'elenco per tornarci.
board-moves-start = Inizio
board-coach-thinking = L'allenatore sta guardando questa posizione…
board-coach-best = { $count ->
        [one] Secondo l'allenatore la mossa migliore è la casa { $houses }, che vale { $value }
       *[other] Secondo l'allenatore le mosse migliori sono le case { $houses }, che valgono { $value }
    } { $exact ->
        [yes] (dimostrato fino alla fine della partita)
       *[no] (è una stima)
    }.
board-coach-line = Le mosse previste dall'allenatore: { $moves }
board-coach-looking-further = L'allenatore sta guardando più avanti…
board-coach-play = Gioca la mossa dell'allenatore
board-coach-legend = In rosso: i semi che una mossa cattura subito. +3 o -2: con quanti semi di vantaggio o di svantaggio { $side ->
        [south] Sud
       *[north] Nord
    } finisce la partita dopo quella mossa, secondo i calcoli dell'allenatore; il segno di spunta vuol dire che è dimostrato. Le mosse migliori sono cerchiate di verde.
board-line-move = { $side ->
        [south] S
       *[north] N
    }{ $house }
board-keys-edit = Tasti: clic o ← → ↑ ↓ scegli una casa · da 0 a 9 scrivi i suoi semi · + e - aggiungi o togli un seme · S o N chi muove · F sistema i magazzini · O posizione iniziale · Invio gioca · C allenatore · P salva come rompicapo · Esc torna all'inizio
board-keys-play = Tasti: da 1 a 6 giochi una casa · ← → indietro e avanti tra le mosse · Spazio la mossa dell'allenatore · C allenatore · E prepara questa posizione · P salva come rompicapo · Esc torna all'inizio
board-keys-form = Tasti: Esc chiude il modulo

## Salvare una posizione come rompicapo.
board-form-title = Salva questa posizione come rompicapo
board-goal-play = Gioca una casa precisa
board-goal-last-in = Ultimo seme in una casa precisa
board-goal-capture = Cattura almeno…
board-goal-most-seeds = Cattura più semi possibile
board-goal-longest-chain = Cattura la catena più lunga
board-goal-wipe-out = Trova la cancellazione
board-goal-feed = Dai da mangiare all'avversario
board-goal-avoid-wipe-out = Evita una cancellazione
board-goal-defend = Lascia catturare meno semi possibile
board-goal-secure = Assicurati nel magazzino almeno…
board-goal-wipe-out-within = Cancellazione entro…
board-goal-guard = Difenditi per qualche mossa
board-form-at-most = semi persi al massimo:
board-goal-win = Vinci entro…
board-form-house = casa { $house } di { $side ->
        [south] Sud
       *[north] Nord
    }
board-form-at-least = semi:
board-form-seeds = semi:
board-form-moves = mosse:
board-form-theme = Tema:
board-form-difficulty = Difficoltà:
board-form-answers = { $count ->
        [0] Nessuna mossa raggiunge questo obiettivo: scegline un altro.
        [one] Una sola mossa lo raggiunge: la casa { $houses }.
       *[other] { $count } mosse lo raggiungono: le case { $houses }.
    }
board-form-too-many = Troppe mosse sono giuste per un rompicapo: scegli un altro obiettivo o cambia la posizione.
board-form-one-move = Qui si può giocare una sola mossa, quindi il rompicapo si risolve da solo.
board-form-prompt = La tua domanda sulla posizione (puoi lasciarla vuota)
board-form-hint = Aiutino { $number } (puoi lasciarlo vuoto)
board-form-explanation = Che cosa dire quando è risolto
board-form-needs-explanation = Scrivi che cosa dire quando il rompicapo è risolto, poi salvalo.
board-form-language = Scritto in { $language }. Chi usa un'altra lingua vede le tue parole come le hai scritte, con una nota.
board-form-written-in = Scrivi in:
board-form-pin = Solo l'insegnante salva i rompicapi per la classe: scrivi il PIN dell'insegnante.
board-form-save = Salva il rompicapo
board-form-live-add = Aggiungi alla prossima sfida dal vivo
board-form-live-queued = Posizioni per la prossima sfida dal vivo: { $count }
board-form-live-full = La prossima sfida dal vivo è al completo: avviala dalla pagina della classe.
board-form-cancel = Annulla
board-form-close = Chiudi
board-form-saved = Salvato come «{ $id }». Adesso è nell'elenco dei rompicapi.
board-save-no-folder = Su questo computer non c'è una cartella dove salvarlo.
board-save-denied = Non è stato possibile salvarlo: nella cartella delle lezioni forse non si può scrivere.
board-save-full = Non è stato possibile salvarlo: il disco è pieno.
board-save-failed = Non è stato possibile salvarlo. Riprova, o chiedi a chi si occupa di questo computer.

## Aprire una posizione o una partita sul tabellone dell'insegnante.
board-open = Apri sul tabellone dell'insegnante

## Rivedere una partita.
review-this-game = Rivedi la partita
review-back = Inizio
review-stop = Ferma la revisione
review-go-on = Continua la revisione
review-line-play = Gioca le mosse migliori
review-line-next = Mossa successiva
review-line-leave = Torna alla partita
review-seen-from = Vista da { $player }
review-graph-ahead = { $player } in vantaggio
review-graph-behind = { $player } in svantaggio
review-open-board = Apri sul tabellone dell'insegnante
review-title = Revisione della partita, vista da { $player }
review-progress = L'allenatore sta guardando la mossa { $done } di { $total }…
review-stopped = Revisione fermata dopo { $done ->
        [one] { $done } mossa
       *[other] { $done } mosse
    } su { $total }.
review-no-moves = In questa partita non ci sono mosse da rivedere.
review-not-yet = L'allenatore non ha ancora guardato questa mossa.
review-line-shown = Le mosse dell'allenatore da qui: { $moves }
review-mark-loss = { $mark }, { $seeds ->
        [one] un seme perso
       *[other] { $seeds } semi persi
    }
review-estimate-mark = { " " }(è una stima)
review-keys = Tasti: ← → una mossa alla volta · Spazio gioca le mosse migliori · Esc torna alla partita, poi all'inizio · S ferma o continua · F vista dall'altra parte · B tabellone dell'insegnante
play-keys-end = Tasti: G rivedi la partita · N nuova partita · U o Ctrl+Z mossa indietro · B tabellone dell'insegnante · Esc torna all'inizio

## "Le mie partite": le ultime partite di chi impara, da rivedere.
home-games = Le mie partite
games-title = Le mie ultime partite
games-none = Ancora nessuna partita finita. Gioca una partita fino alla fine e la troverai qui da rivedere.
games-entry = { $number }. { $level ->
        [0] Partita in due
       *[other] Contro il computer, livello { $level }
    } · { $moves ->
        [one] { $moves } mossa
       *[other] { $moves } mosse
    } · { $days ->
        [0] oggi
        [1] ieri
       *[other] { $days } giorni fa
    }
games-result = { $outcome ->
        [won] Hai vinto, { $mine } a { $theirs }.
        [lost] Hai perso, { $mine } a { $theirs }.
        [drawn] Pareggio, { $mine } a { $theirs }.
       *[played] Sud { $south }, Nord { $north }.
    }
games-keys = Tasti: Invio rivedi l'ultima partita · da 1 a 9 rivedi quella partita · Esc torna all'inizio
