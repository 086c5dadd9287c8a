# La lezione dal vivo in una vera aula (issue 32 §2, docs/live.md): quello
# che dicono il proiettore e i dispositivi dei bambini oltre a live.ftl.

## L'inizio
live-start-timer-vote = Tempo per ogni voto

## Il proiettore: l'attesa
live-card-here = c'è
live-lobby-here = Presenti: { $here } su { $total }.

## Il riepilogo
live-summary-show-children = Mostra le risposte di ogni bambino
live-summary-hide-children = Nascondi le risposte di ogni bambino
live-summary-child-hints = { $hints ->
    [one] ha usato 1 aiutino
   *[other] ha usato { $hints } aiutini
}
live-game-summary-title = Com'è andata la partita
live-game-moves = { $count ->
    [0] Non è stata giocata nessuna mossa: la partita è finita prima di cominciare.
    [one] È stata giocata una mossa.
   *[other] Sono state giocate { $count } mosse.
}
live-game-stores = Nei magazzini: la classe { $seeds }, il computer { $theirs }.

## Il dispositivo di un bambino: la riga dei tasti
live-device-keys-hint = Tasti: da 1 a 6 giochi una casa · H un aiutino · Esc torno a quello che facevo
live-device-keys-wait = Tasti: Esc torno a quello che facevo
