# Le parole dell'app: schermate iniziale, di gioco e delle impostazioni.
# $player è il nome di un giocatore (side-south o side-north, già in questa lingua).
# $house e $target sono numeri di casa come li vede chi la possiede: da 1 a 6.

# Il nome di questa lingua, scritto in questa lingua.
language-autonym = Italiano

app-title = Wahree
home-tagline = Il gioco della semina delle Isole Vergini
home-play = Gioca in due
home-play-hint = Due persone fanno a turno su questo computer.
home-settings = Impostazioni

side-south = Sud
side-north = Nord
nav-home = Inizio

play-turn = Tocca a te, { $player }!
play-new-game = Nuova partita
play-undo = Mossa indietro
play-redo = Mossa avanti
play-moves = Mosse
play-no-moves-yet = Ancora nessuna mossa.
play-move = { $number }. { $player }: casa { $house }
play-move-capture = { $number }. { $player }: casa { $house }, ne cattura { $seeds }
play-preview = La casa { $house } semina { $seeds ->
        [one] un seme
       *[other] { $seeds } semi
    } e l'ultimo cade nella casa { $target } di { $player }.
play-end-title = Partita finita!
play-end-winner = Vince { $player }!
play-end-draw = Pareggio: 24 semi a testa!
play-end-score = { $player }: { $seeds ->
        [one] { $seeds } seme
       *[other] { $seeds } semi
    }

settings-title = Impostazioni
settings-language = Lingua
settings-theme = Colori
settings-theme-light = Chiari
settings-theme-dark = Scuri

# Sulla schermata iniziale, quando le impostazioni salvate non si possono usare.
settings-corrupt = Non siamo riusciti a leggere le tue impostazioni salvate, quindi Wahree è ripartito da capo. Il vecchio file è stato messo da parte, non cancellato.
settings-not-saved = Non siamo riusciti a salvare le tue impostazioni su questo computer. Funzioneranno finché non chiudi Wahree.

# Giocare contro il computer.
home-play-computer = Gioca contro il computer
# $top è il numero del livello più forte.
home-play-computer-hint = Scegli quanto è forte, dal livello 1 al livello { $top }, oppure lascia che si adatti a te.
play-level = { $level } · { $name }
play-swap-sides = Scambia i lati
play-computer-plays = Il computer gioca con { $player }.
play-computer = Computer:
play-adapts = Si adatta a me
play-level-chosen = Livello { $level } · { $name }.
play-level-about = { $line } { $description }
play-adapt-playing = Stai giocando contro il livello { $level } · { $name }.
play-adapt-up = Si sale di livello! La prossima partita è contro il livello { $level } · { $name }.
play-adapt-down = Due sconfitte di fila: la prossima partita è un po' più facile, contro il livello { $level } · { $name }.
play-adapt-same = { $why ->
        [draw] Pareggio: la prossima partita è di nuovo contro il livello { $level } · { $name }.
        [top] Hai battuto il livello più alto! La prossima partita è di nuovo contro il livello { $level } · { $name }.
       *[other] Riprova: la prossima partita è di nuovo contro il livello { $level } · { $name }.
    }
play-adapt-not-counted = Stai giocando contro il livello { $level } · { $name }. Questa partita non cambia il livello: il computer si adatterà dalla prossima nuova partita.
play-thinking = { $player } sta pensando…
play-sowing = { $player } sta seminando…

# Quanto velocemente si vede la semina sul tabellone.
settings-speed = Velocità della semina
settings-speed-slow = Lenta
settings-speed-normal = Normale
settings-speed-fast = Veloce
settings-speed-off = Senza animazione
settings-less-movement = Riduci movimento
settings-less-movement-hint = Le mosse si vedono subito, non un seme alla volta.
settings-less-movement-system = Questo dispositivo è impostato per ridurre il movimento: le mosse si vedono subito.

# Rompicapi. $house è il numero di una casa come lo vede il suo padrone (da 1 a 6 dalla propria sinistra).
home-puzzles = Rompicapi
home-puzzles-hint = Piccoli problemi: trova la mossa migliore.
# Sotto i progressi di chi impara, nella schermata iniziale, appena un rompicapo gli ha dato un punteggio.
home-learner-puzzles = Punteggio nei rompicapi { $rating } · serie migliore { $streak }
puzzles-title = Rompicapi
puzzles-continue = Prossimo rompicapo da risolvere
puzzles-for-me = Rompicapi per me
puzzles-streak = Serie
# $rating è il punteggio nei rompicapi di chi impara; $streak la serie più lunga.
puzzles-rating = Il tuo punteggio nei rompicapi: { $rating } · Serie migliore: { $streak }
puzzles-rating-none = Risolvi qualche rompicapo per avere un punteggio tutto tuo.
puzzles-solved-count = { $solved ->
        [one] 1 risolto
       *[other] { $solved } risolti
    } su { $total }
# Sotto il numero di un rompicapo provato ma non ancora risolto, nell'elenco.
puzzles-tried = provato
puzzles-keys = Tasti: Invio apre il prossimo rompicapo da risolvere · F rompicapi per me · S serie · Esc torna all'inizio
# $goal è l'obiettivo del rompicapo, già una frase.
puzzle-prompt = Tocca a { $player }. { $goal }
puzzle-back = Tutti i rompicapi
puzzle-hint = Aiutino
puzzle-show-solution = Fammi vedere la soluzione
puzzle-retry = Riprova
puzzle-next = Prossimo rompicapo
# Come è stato scelto il rompicapo sullo schermo. $solved conta i rompicapi
# risolti di fila finora; $best è la serie più lunga.
puzzle-mode-for-me = Rompicapi per me · il tuo punteggio { $rating }
puzzle-mode-streak = Serie: { $solved } di fila
puzzle-mode-streak-over = { $solved ->
        [0] La serie finisce prima di cominciare.
       *[other] La serie finisce qui: { $solved } di fila.
    } La tua serie migliore: { $best }. «Prossimo rompicapo» ne comincia una nuova.
puzzle-hint-house = Prova la tua casa { $house }.
puzzle-solved = Ben fatto, l'hai trovata!
puzzle-alternative = Funziona anche così! Il rompicapo pensava alla casa { $house }.
puzzle-wrong = La casa { $house } non raggiunge l'obiettivo.
puzzle-try-again = I semi sono tornati al loro posto: prova ancora!
puzzle-solution = La risposta è la casa { $house }. Guarda!
# Un rompicapo di più mosse: quale mossa di chi gioca è questa, e cosa si
# dice dopo una mossa giusta mentre l'avversario risponde.
puzzle-step = mossa { $move } di { $moves }
puzzle-number = rompicapo { $number }
puzzle-going = Bella mossa! L'obiettivo resta a portata di mano.
puzzle-going-reply = { $opponent } risponde con la sua casa { $house }. Tocca di nuovo a te!

# Perché una risposta sbagliata non raggiunge l'obiettivo, detto subito dopo puzzle-wrong.
# $got, $best, $needed, $lost e $left contano semi ($got e $best contano
# case in puzzle-miss-shorter-chain); $opponent è il nome di un giocatore;
# $landed, $asked e $by sono numeri di casa come li vede chi la possiede;
# $whose e $asked-whose dicono di chi è la casa: "own" (del giocatore) o "other".
puzzle-miss-other-house = Quella non è la tua casa { $asked }: conta di nuovo dalla prima casa a sinistra della tua fila.
puzzle-miss-landed = Il tuo ultimo seme è caduto { $whose ->
        [own] nella tua casa { $landed }
       *[other] nella casa { $landed } dell'avversario
    }, non { $asked-whose ->
        [own] nella tua casa { $asked }
       *[other] nella casa { $asked } dell'avversario
    }.
puzzle-miss-too-few = La tua mossa { $got ->
        [0] non ha catturato niente
        [one] ha catturato solo 1 seme
       *[other] ha catturato solo { $got } semi
    }. Ne servono almeno { $needed }.
puzzle-miss-fewer-seeds = La tua mossa { $got ->
        [0] non ha catturato niente
        [one] ha catturato 1 seme
       *[other] ha catturato { $got } semi
    }, ma la mossa migliore ne cattura { $best }!
puzzle-miss-shorter-chain = La tua mossa { $got ->
        [0] non ha catturato in nessuna casa
        [one] ha catturato in una casa sola
       *[other] ha catturato in { $got } case
    }, ma la mossa migliore cattura in { $best ->
        [one] una casa
       *[other] { $best } case
    } con una sola catena.
puzzle-miss-no-wipe-out = { $got ->
        [0] { $opponent } ha
        [one] Hai catturato 1 seme, ma { $opponent } ha
       *[other] Hai catturato { $got } semi, ma { $opponent } ha
    } ancora { $left ->
        [one] 1 seme
       *[other] { $left } semi
    } nella sua fila: non è una cancellazione.
puzzle-miss-allows-wipe-out = Adesso { $opponent } può giocare la casa { $by } e prendere tutti i semi della tua fila!
puzzle-miss-loses-more = Adesso { $opponent } può giocare la casa { $by } e catturare { $lost ->
        [one] 1 seme
       *[other] { $lost } semi
    }. Con la mossa migliore { $best ->
        [0] non perderesti niente
        [one] perderesti solo 1 seme
       *[other] perderesti solo { $best } semi
    }.
puzzle-miss-not-forced = { $opponent } può ancora impedirlo.
puzzle-miss-stopped = { $opponent } risponde con la casa { $by }, e così lo impedisce.

# Lezioni. $house è il numero di una casa come la vede chi la possiede (da 1 a 6 dalla sua sinistra).
home-lessons = Lezioni
home-lessons-hint = Impara il gioco passo dopo passo.
lessons-title = Lezioni
lessons-new = Nuova
lessons-in-progress = Iniziata
lessons-done = Fatta
lessons-interludes = Da leggere quando vuoi
# $title è il titolo della lezione; $step e $steps contano i passi.
lesson-step = { $title } · passo { $step } di { $steps }
lesson-back = Tutte le lezioni
lesson-previous = Indietro
lesson-next = Avanti
lesson-hint = Aiutino
lesson-retry = Riprova
lesson-watch-again = Guarda di nuovo
lesson-hint-house = Prova la tua casa { $house }.
lesson-alternative = Funziona anche così! La lezione pensava alla casa { $house }.
lesson-wrong = La casa { $house } non va bene. Guarda dove sono finiti i semi.
lesson-right = Sì, giusto!
lesson-not-right = Non proprio. Guarda di nuovo il tabellone e scegli un'altra risposta.
# Una scelta che è una casa: $mine è "yes" se è di chi deve muovere;
# $owner ("south" o "north") è il lato a cui appartiene.
lesson-choice-house = { $mine ->
        [yes] La tua casa { $house }
       *[no] La casa { $house } di { $owner ->
            [south] Sud
           *[north] Nord
        }
    }
# Una lezione iniziata, nell'elenco: il passo da cui riparte, o un passo
# saltato che le manca per essere fatta. $step è il numero di un passo.
lessons-go-on = Riprendi dal passo { $step }
lessons-missing = Manca ancora il passo { $step }
# All'ultimo passo di una lezione, quando manca ancora un passo di prima.
lesson-missing = Questa lezione non è ancora finita: il passo { $step } ti sta aspettando.
lesson-go-to = Vai al passo { $step }
lesson-skip = Salta
lesson-restart = Ricomincia
# Un aiutino con il suo numero ($number conta da 1) e il suo testo.
lesson-hint-line = Aiutino { $number }: { $hint }
# Lo scopo della partita finale di una lezione; $level è il livello del computer.
lesson-aim-win = Il tuo obiettivo: vincere questa partita contro il computer al livello { $level }.
lesson-aim-at-least = Il tuo obiettivo: finire questa partita con almeno { $seeds ->
        [one] 1 seme
       *[other] { $seeds } semi
    }, contro il computer al livello { $level }.
lesson-game-your-turn = Tocca a te: gioca una delle tue case.
lesson-game-thinking = Il computer sta pensando…
# Il conto finale della partita: $mine è di chi impara, $theirs del computer.
lesson-game-count = La partita è finita: tu hai { $mine ->
        [one] 1 seme
       *[other] { $mine } semi
    }, il computer { $theirs }.
# La schermata finale. $stars va da 1 a 3, o 0 se manca ancora una risposta.
lesson-finish-cheer = { $stars ->
        [3] Fantastico!
        [2] Ben fatto!
        [1] Ce l'hai fatta!
       *[0] Ci sei quasi!
    }
lesson-finish-title = Hai finito la lezione «{ $title }».
lesson-finish-score = { $exercises ->
        [one] Esercizio giusto al primo colpo, senza aiutini: { $best } su 1.
       *[other] Esercizi giusti al primo colpo, senza aiutini: { $best } su { $exercises }.
    }
lesson-finish-missing = Il passo { $step } aspetta ancora una risposta. Rispondi e avrai le tue stelle!
lesson-next-lesson = Prossima lezione: { $title }
lesson-practise = { $count ->
        [one] Esercitati: 1 rompicapo su questo tema
       *[other] Esercitati: { $count } rompicapi su questo tema
    }

# La scheda "Continua" della schermata iniziale: cosa faceva chi impara l'ultima volta, o la prossima lezione.
# $number è il numero della lezione nell'elenco; $step e $steps contano i suoi passi.
# Gli spazi in "passo 9 di 9" sono spazi non separabili, così il contatore non va mai a capo a metà.
home-continue-lesson = Continua: lezione { $number } · { $title }, passo { $step } di { $steps }
# $theme è il nome del tema dei rompicapi; $number il numero del rompicapo in quel tema.
home-continue-puzzle = Continua: rompicapo { $number } di { $theme }
# $moves conta le mosse giocate finora.
home-continue-friend = Continua la partita in due ({ $moves ->
        [one] 1 mossa giocata
       *[other] { $moves } mosse giocate
    })
home-continue-computer = Continua la partita contro il livello { $level } ({ $moves ->
        [one] 1 mossa giocata
       *[other] { $moves } mosse giocate
    })
home-start-lesson = Comincia dalla lezione { $number }: { $title }
home-carry-on-lesson = Continua la lezione { $number }: { $title }
home-continue-key = Premi Invio per riprendere da dove avevi lasciato
home-start-key = Premi Invio per cominciare
