# La classe dal vivo (docs/live.md): l'avvio e il proiettore
# dell'insegnante, e il dispositivo di ogni bambino.

## La vista dell'insegnante e l'avvio
live-open = Avvia una sfida
live-start-title = Giochiamo tutti insieme, dal vivo
live-start-kind = Che cosa farà la classe?
live-kind-challenge = Una sfida: un rompicapo dopo l'altro
live-kind-vote = La classe contro il computer
live-start-puzzles = Quali rompicapi?
live-theme-any = Qualsiasi tema
live-theme-missed = Quelli che questa classe ha sbagliato più spesso
live-theme-board = { $count ->
    [one] La posizione preparata sul tabellone dell'insegnante
   *[other] Le { $count } posizioni preparate sul tabellone dell'insegnante
}
live-start-difficulty = Quanto difficili?
live-difficulty-any = Qualsiasi
live-start-count = Quanti rompicapi?
live-start-level = Il livello del computer
live-level = { $level } · { $name }
live-start-seat = La classe gioca con
live-seat-south = Sud (fa la prima mossa)
live-seat-north = Nord
live-start-timer = Tempo per ogni risposta
live-timer-none = Senza limite di tempo
live-timer-seconds = { $seconds ->
    [one] 1 secondo
   *[other] { $seconds } secondi
}
live-start-go = Inizia
live-back = Torna alla classe

## Il proiettore
live-lobby = Una sfida di { $count ->
    [one] un solo rompicapo
   *[other] { $count } rompicapi
}: ora la classe si collega.
live-puzzle-of = Rompicapo { $number } di { $count }
live-ended = La sfida è finita.
live-answered-count = Risposte: { $answered } su { $total }.
live-voted-count = Voti: { $voted } su { $total }.
live-vote-title = La classe contro il computer, livello { $level } · { $name }
live-computer-thinking = Il computer sta pensando…
live-game-over = Partita finita: la classe { $seeds }, il computer { $theirs }.
live-reveal-ready = Premi «Mostra la mossa successiva» per seminare la risposta sul tabellone.
live-reveal-right = La risposta è la casa { $house }.
live-reveal-wrong = { $count ->
    [one] Un bambino ha giocato la casa { $house }. Perché non va?
   *[other] In { $count } hanno giocato la casa { $house }. Perché non va?
}
live-reveal-wrong-played = { $count ->
    [one] Un bambino ha giocato la casa { $house }.
   *[other] In { $count } hanno giocato la casa { $house }.
}
live-reveal-reply = { $side } risponde con la casa { $house }: { $seeds ->
    [0] non cattura niente.
    [one] cattura 1 seme.
   *[other] cattura { $seeds } semi.
}
live-reveal-reply-wipe-out = { $side } risponde con la casa { $house }: svuota la vostra fila e prende tutti i semi rimasti sul tabellone, { $seeds } in tutto. La partita è finita.
live-first = Apri il primo rompicapo
live-reveal = Mostra la soluzione
live-reveal-step = Mostra la mossa successiva
live-next = Prossimo rompicapo
live-close-vote = Chiudi la votazione
live-computer-play = Computer, tocca a te
live-review = Rivedi la partita
live-end = Termina
live-card-answered = ha risposto
live-card-voted = ha votato
live-tie-pick = Parità! Scegli tu la mossa sul tabellone.
live-summary-title = Com'è andata la sfida
live-summary-puzzle = Rompicapo { $number }: risposte { $answered }, giuste { $solved } (senza aiutini: { $clean }).
live-summary-wrong = La mossa sbagliata più giocata: la casa { $house } ({ $count }).
live-summary-children = Bambino per bambino
live-summary-child = Giuste: { $solved } su { $answered }

## Che cosa ha rifiutato il server
live-failure-running = Questa classe ha ancora una sessione dal vivo in corso: prima terminala.
live-failure-no-puzzles = Non c'è nessun rompicapo per questa scelta. Scegli un altro tema o un'altra difficoltà.
live-failure-too-late = Troppo tardi: questo rompicapo è chiuso.
live-failure-answered = La tua risposta è già arrivata.
live-failure-tie = Parità: scegli tu la mossa sul tabellone.
live-failure-no-votes = Ancora nessun voto: scegli tu la mossa sul tabellone.
live-failure-ended = Questa sessione dal vivo è finita.
live-failure-other = Il server della classe non ha accettato questa richiesta.

## Il dispositivo di un bambino
live-prompt-challenge = L'insegnante ha lanciato una sfida!
live-prompt-vote = L'insegnante ha iniziato una partita: la classe contro il computer!
live-prompt-join = Partecipa
live-prompt-join-key = Premi Invio per partecipare
live-device-title = Sfida della classe
live-device-title-vote = La classe contro il computer
live-device-leave = Torno a quello che facevo
live-device-lobby = Preparati! Tra poco l'insegnante apre il primo rompicapo.
live-device-puzzle = Rompicapo { $number } di { $count }
live-device-answered = La tua risposta è arrivata. Guarda il grande schermo!
live-device-wait = Aspetta il prossimo rompicapo.
live-device-right = Risposta giusta! Ben fatto!
live-device-wrong = Questa volta no. Guarda il grande schermo per capire perché.
live-device-look = Guarda il grande schermo!
live-device-vote = Vota: quale casa deve giocare la classe?
live-device-voted = Hai votato per la casa { $house }. Aspetta i tuoi compagni.
live-device-computer = Il computer sta pensando…
live-device-game-over = La partita è finita. Guarda il grande schermo!
live-device-ended = La sfida è finita. Ben giocato!

# Gli aiutini e le risposte più veloci (l'avvio, il riepilogo)
live-start-hints = Aiutini sui dispositivi dei bambini
live-hints-off = Nessun aiutino
live-hints-counted = Permessi, ma contati
live-start-fastest = Alla fine, mostrare i nomi dei più veloci a rispondere giusto?
live-fastest-no = No
live-fastest-yes = Sì
live-summary-fastest = I più veloci a rispondere giusto: { $names }

# Le righe dei tasti
live-start-keys = Tasti: ↑ ↓ scegli una riga · ← → cambia la scelta · Invio inizia · Esc torna indietro
live-projector-keys = Tasti: Invio il pulsante verde · Spazio la mossa successiva della soluzione · E termina · Esc torna alla classe
live-device-keys = Tasti: da 1 a 6 giochi una casa · Esc torno a quello che facevo
