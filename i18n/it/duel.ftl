# Partite tra due dispositivi (docs/games.md): "Gioca con un compagno",
# l'invito, la schermata della partita e la scheda della pagina iniziale. I rifiuti
# tengono gli id del server (src/duel/error.rs).

## La pagina iniziale e "Gioca con un compagno"
duel-play-classmate = Gioca con un compagno
duel-classmates-title = Gioca con un compagno
duel-classmates-who = Con chi vuoi giocare? Premi la sua scheda.
duel-classmates-none = In questo momento nessun altro della tua classe sta usando un dispositivo. Riprova tra poco!
duel-classmates-asking = Cerco i tuoi compagni…
duel-classmates-keys = Esc torna indietro
duel-back = Indietro
duel-someone = il tuo compagno
duel-card-invited = { $name } vuole fare una partita con te!
duel-card-waiting = Aspettiamo che { $name } risponda alla tua sfida
duel-card-continue = Continua la partita con { $name }
duel-card-key = Premi qui per aprirla

## L'invito
duel-title = Una partita con { $name }
duel-waiting = Aspettiamo che { $name } risponda…
duel-invited = { $name } vuole fare una partita a Wahree con te!
duel-declined = { $name } ha risposto «No, grazie». Sarà per un'altra volta!
duel-you-declined = Hai risposto «No, grazie».
duel-you-withdrew = Hai ritirato la tua sfida.
duel-withdrawn = { $name } ha ritirato la sfida.
duel-withdraw = Ritira la sfida
duel-accept = Sì, giochiamo!
duel-accept-first = Sì, comincio io
duel-accept-second = Sì, comincia { $name }
duel-decline = No, grazie

## La partita
duel-your-move = Tocca a te! Gioca una delle tue case.
duel-their-move = { $name } sta pensando alla sua mossa…
duel-adjourned = L'insegnante ha messo in pausa questa partita. La partita ti aspetterà.
duel-draw-offer = { $name } ti propone il pareggio. Sei d'accordo?
duel-draw-offered = Hai proposto il pareggio. Aspettiamo che { $name } risponda…
duel-take-back-ask = { $name } chiede di annullare la sua ultima mossa. Va bene?
duel-take-back-asked = Hai chiesto di annullare la tua mossa. Aspettiamo che { $name } risponda…
duel-answer-yes = Sì, va bene
duel-answer-no = No, continuiamo
duel-offer-draw = Proponi il pareggio
duel-ask-take-back = Annulla la mia mossa
duel-resign = Mi arrendo
duel-resign-sure = Vuoi davvero arrenderti in questa partita?
duel-resign-yes = Sì, mi arrendo
duel-resign-no = No, continuo a giocare
duel-timer = Ogni mossa può durare al massimo { $seconds ->
    [one] { $seconds } secondo
   *[other] { $seconds } secondi
}.
duel-overdue = Il tempo per questa mossa è finito. Non si perde niente: la partita aspetta la mossa.
duel-leave = Inizio
duel-keys = Tasti: da 1 a 6 giochi una delle tue case · Esc torna all'inizio (la partita ti aspetta)
duel-keys-no-board = Esc torna all'inizio

## La fine
duel-over-won = Hai vinto! Bella partita!
duel-over-lost = Questa volta ha vinto { $name }. Che bella partita avete giocato!
duel-over-drawn = È un pareggio!
duel-over-none = L'insegnante ha chiuso la partita senza risultato.
duel-end-wipe-out = Una cancellazione: una fila è rimasta senza semi.
duel-end-no-moves = Non c'era più nessuna mossa da giocare.
duel-end-repetition = È tornata la stessa posizione di prima.
duel-end-resigned = { $name } ha deciso di arrendersi.
duel-end-you-resigned = Hai deciso di arrenderti.
duel-end-draw-agreed = Avete scelto insieme il pareggio.
duel-end-teacher = L'insegnante ha chiuso la partita.
duel-end-count = Semi nei magazzini: tu { $mine }, { $name } { $theirs }.
duel-review = Rivedi la partita

## Rifiuti
duel-same-child = Non si può giocare contro sé stessi!
duel-bad-timer = Il tempo per ogni mossa deve essere tra 10 secondi e 10 minuti.
duel-move-no-such-house = Questa casa non esiste.
duel-move-not-your-house = Questa casa non è tua: scegli una delle tue case.
duel-move-empty-house = La casa { $house } è vuota, quindi non c'è niente da seminare. Scegli una casa con dei semi.
duel-move-must-feed = { $name } non ha più semi, quindi devi dargliene qualcuno! La casa { $house } non arriva fino alla sua fila.
duel-choose-first = Scegli chi comincia.
duel-not-in-game = Questa partita non è tua.
duel-not-yours = Questo lo deve fare { $name }.
duel-not-your-turn = Non tocca ancora a te: { $name } sta pensando.
duel-game-over = Questa partita è finita.
duel-twice = Questo è già stato fatto.
duel-stale = Intanto la partita è andata avanti: eccola com'è adesso.
duel-wrong-moment = Adesso non si può fare.
duel-not-here = { $name } adesso non sta usando un dispositivo.
duel-busy = { $name } sta già giocando una partita.
duel-not-on-this-device = La tua scheda non è più scelta su questo dispositivo. Sceglila di nuovo per giocare qui.
duel-unknown-learner = Il server della classe non conosce ancora questo nome. Riprova tra poco.

## La barra sopra lo schermo del bambino
duel-prompt-open = Guarda

## Rifiutato: chi chiede sta già giocando
duel-busy-you = Stai già giocando una partita. Finiscila prima, poi potrai iniziarne un'altra!
