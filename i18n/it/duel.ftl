# Partite tra due dispositivi (docs/games.md): "Gioca con un compagno",
# l'invito, la schermata della partita e la scheda della Home. I rifiuti
# tengono gli id del server (src/duel/error.rs).

## Home e "Gioca con un compagno"
duel-play-classmate = Gioca con un compagno
duel-classmates-title = Gioca con un compagno
duel-classmates-who = Con chi vuoi giocare? Premi la sua scheda.
duel-classmates-none = In questo momento nessun altro della tua classe è su un dispositivo. Riprova tra poco!
duel-classmates-asking = Cerco i tuoi compagni…
duel-classmates-keys = Esc: indietro
duel-back = Indietro
duel-someone = il tuo compagno
duel-card-invited = { $name } vuole fare una partita con te!
duel-card-waiting = Aspettiamo che { $name } risponda alla tua sfida
duel-card-continue = Continua la partita con { $name }
duel-card-key = Premi qui per aprirla

## L'invito
duel-title = Una partita con { $name }
duel-waiting = Aspettiamo la risposta di { $name }…
duel-invited = { $name } vuole fare una partita a Wahree con te!
duel-declined = { $name } ha detto no, grazie. Sarà per un'altra volta!
duel-you-declined = Hai detto no, grazie.
duel-you-withdrew = Hai ritirato la tua sfida.
duel-withdrawn = { $name } ha ritirato la sfida.
duel-withdraw = Ritira la sfida
duel-accept = Gioca
duel-accept-first = Gioca, comincio io
duel-accept-second = Gioca, comincia { $name }
duel-decline = No, grazie

## La partita
duel-your-move = Tocca a te! Scegli una delle tue case.
duel-their-move = { $name } sta pensando alla sua mossa…
duel-adjourned = L'insegnante ha messo in pausa questa partita. Ti aspetta.
duel-draw-offer = { $name } propone la patta. Sei d'accordo?
duel-draw-offered = Hai proposto la patta. Aspettiamo la risposta di { $name }…
duel-take-back-ask = { $name } chiede di riprendere la sua ultima mossa. Va bene?
duel-take-back-asked = Hai chiesto di riprendere la tua mossa. Aspettiamo la risposta di { $name }…
duel-answer-yes = Sì, va bene
duel-answer-no = No, continuiamo
duel-offer-draw = Proponi la patta
duel-ask-take-back = Riprendo la mia mossa
duel-resign = Mi arrendo
duel-resign-sure = Vuoi davvero arrenderti in questa partita?
duel-resign-yes = Sì, mi arrendo
duel-resign-no = No, continuo a giocare
duel-timer = Ogni mossa può durare al massimo { $seconds } secondi.
duel-overdue = Il tempo per questa mossa è finito. Non si perde niente: la partita aspetta la mossa.
duel-leave = Home
duel-keys = Tasti: da 1 a 6 scegli una delle tue case · Esc: Home (la partita ti aspetta)
duel-keys-no-board = Esc: Home

## La fine
duel-over-won = Hai vinto! Bella partita!
duel-over-lost = Questa volta ha vinto { $name }. Bravi tutti e due!
duel-over-drawn = È patta!
duel-over-none = L'insegnante ha chiuso la partita senza risultato.
duel-end-wipe-out = Una parte è rimasta senza semi.
duel-end-no-moves = Non c'era più nessuna mossa da giocare.
duel-end-repetition = La stessa posizione è tornata di nuovo.
duel-end-resigned = { $name } si è arreso.
duel-end-you-resigned = Ti sei arreso.
duel-end-draw-agreed = Avete deciso insieme per la patta.
duel-end-teacher = L'insegnante ha chiuso la partita.
duel-end-count = Semi nei magazzini: tu { $mine }, { $name } { $theirs }.
duel-review = Rivedi la partita

## Rifiuti
duel-same-child = Non puoi giocare contro te stesso!
duel-bad-timer = Il tempo per mossa va da 10 secondi a 10 minuti.
duel-move-no-such-house = Questa casa non esiste.
duel-move-not-your-house = Questa casa non è tua: scegli una delle tue case.
duel-move-empty-house = La casa { $house } è vuota, quindi non c'è niente da seminare. Scegli una casa con dei semi.
duel-move-must-feed = { $name } è rimasto senza semi, quindi devi dargliene! La casa { $house } non arriva alla sua fila.
duel-choose-first = Scegli chi comincia.
duel-not-in-game = Questa partita non è tua.
duel-not-yours = Questo tocca a { $name }.
duel-not-your-turn = Non tocca ancora a te: { $name } sta pensando.
duel-game-over = Questa partita è finita.
duel-twice = Questo è già stato fatto.
duel-stale = Intanto la partita è andata avanti: eccola com'è adesso.
duel-wrong-moment = Adesso non si può fare.
duel-not-here = { $name } adesso non è su un dispositivo.
duel-busy = { $name } sta già giocando una partita.
duel-not-on-this-device = La tua scheda non è più scelta su questo dispositivo. Sceglila di nuovo per giocare qui.
duel-unknown-learner = Il server della classe non conosce ancora questo bambino. Riprova tra poco.

## La barra sopra lo schermo del bambino
duel-prompt-open = Guarda
