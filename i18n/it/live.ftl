# La classe dal vivo (docs/live.md): l'avvio e il proiettore
# dell'insegnante, e il dispositivo di ogni bambino.

## La vista dell'insegnante e l'avvio
live-open = Avvia una sfida
live-start-title = Giochiamo insieme, dal vivo
live-start-kind = Che cosa fa la classe?
live-kind-challenge = Una sfida: rompicapi, uno dopo l'altro
live-kind-vote = La classe contro il computer
live-start-puzzles = Quali rompicapi?
live-theme-any = Qualsiasi tema
live-theme-missed = Quelli che questa classe ha sbagliato di più
live-start-difficulty = Quanto difficili?
live-difficulty-any = Qualsiasi
live-start-count = Quanti rompicapi?
live-start-level = Il livello del computer
live-level = { $level } · { $name }
live-start-seat = La classe gioca
live-seat-south = Sud (muove per primo)
live-seat-north = Nord
live-start-timer = Tempo per ogni risposta
live-timer-none = Senza tempo
live-timer-seconds = { $seconds ->
    [one] 1 secondo
   *[other] { $seconds } secondi
}
live-start-go = Inizia
live-back = Torna alla classe

## Il proiettore
live-lobby = Una sfida di { $count ->
    [one] un rompicapo
   *[other] { $count } rompicapi
}: la classe si sta collegando.
live-puzzle-of = Rompicapo { $number } di { $count }
live-ended = La sfida è finita.
live-answered-count = Hanno risposto { $answered } su { $class }.
live-voted-count = Hanno votato { $voted } su { $class }.
live-vote-title = La classe contro il computer, livello { $level } · { $name }
live-computer-thinking = Il computer sta pensando…
live-game-over = Partita finita: la classe { $class }, il computer { $computer }.
live-reveal-ready = Premi «Mostra la mossa seguente» per seminare la risposta sul tabellone.
live-reveal-right = La risposta: la casa { $house }.
live-reveal-wrong = In tanti hanno giocato la casa { $house } ({ $count }). Perché non va?
live-reveal-refuted = { $side } risponde con la casa { $house }: ecco perché non va.
live-first = Apri il primo rompicapo
live-reveal = Mostra la soluzione
live-reveal-step = Mostra la mossa seguente
live-next = Prossimo rompicapo
live-close-vote = Chiudi il voto
live-computer-play = Computer, tocca a te
live-review = Rivedi la partita
live-end = Termina
live-card-answered = ha risposto
live-card-voted = ha votato
live-tie-pick = Parità! Scegli la mossa sul tabellone.
live-summary-title = Com'è andata la sfida
live-summary-puzzle = Rompicapo { $number }: { $answered } risposte, { $solved } giuste ({ $clean } senza aiuti).
live-summary-wrong = La mossa sbagliata più giocata: la casa { $house } ({ $count }).
live-summary-children = Ogni bambino
live-summary-child = { $solved } giuste su { $answered }

## Che cosa il server ha rifiutato
live-failure-running = Una sessione dal vivo di questa classe è ancora aperta: prima terminala.
live-failure-no-puzzles = Nessun rompicapo corrisponde a questa scelta. Scegli un altro tema o un'altra difficoltà.
live-failure-too-late = Troppo tardi: questo rompicapo è chiuso.
live-failure-answered = La tua risposta è già arrivata.
live-failure-tie = Parità: scegli la mossa sul tabellone.
live-failure-no-votes = Ancora nessun voto: scegli la mossa sul tabellone.
live-failure-ended = Questa sessione dal vivo è finita.
live-failure-other = Il server della classe non l'ha accettato.

## Il dispositivo di un bambino
live-prompt-challenge = La tua maestra ha avviato una sfida!
live-prompt-vote = La tua maestra ha avviato una partita: la classe contro il computer!
live-prompt-join = Partecipa
live-device-title = Sfida di classe
live-device-title-vote = La classe contro il computer
live-device-leave = Torna a quello che facevo
live-device-lobby = Preparati! Tra poco si apre il primo rompicapo.
live-device-puzzle = Rompicapo { $number } di { $count }
live-device-answered = La tua risposta è arrivata. Guarda lo schermo grande!
live-device-wait = Aspetta il prossimo rompicapo.
live-device-right = Giusto, bravo!
live-device-wrong = Questa volta no. Guarda lo schermo grande per capire perché.
live-device-look = Guarda lo schermo grande!
live-device-vote = Vota: quale casa deve giocare la classe?
live-device-voted = Hai votato la casa { $house }. Aspetta gli altri.
live-device-computer = Il computer sta pensando…
live-device-game-over = La partita è finita. Guarda lo schermo grande!
live-device-ended = La sfida è finita. Ben giocato!
