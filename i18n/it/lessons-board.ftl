# Lezione "board": il tavoliere e lo scopo del gioco.

lesson-board-rows = Questo è il tavoliere del Wahree. Ha due file di sei buchette, che si chiamano case: dodici case in tutto. All'inizio in ogni casa ci sono 4 semi.
lesson-board-your-row = La fila più vicina a te è la tua: tu giochi con Sud. La fila di fronte è del tuo avversario, Nord. Puoi prendere i semi soltanto dalle tue case.
lesson-board-numbers = Ogni giocatore conta le sue case da 1 a 6, partendo dalla propria sinistra. Così la tua casa 1 è tutta a sinistra, e la tua casa 6 sta di fronte alla casa 1 di Nord.
lesson-board-goal = Ogni giocatore ha anche un magazzino, dove finiscono i semi che cattura. In tutto ci sono 48 semi. Alla fine vince chi ne ha di più: 25 sono già più della metà!
lesson-board-q-moves = La partita comincia e tocca a te. Fra quante mosse diverse puoi scegliere?
lesson-board-q-moves-why = Sei: una per ciascuna delle tue case, perché in tutte ci sono dei semi. Una mossa parte sempre da una delle tue case.
lesson-board-try-third = Esercitiamoci a trovare le case. Gioca la tua casa 3.
lesson-board-hint-count-left = Parti dalla prima casa a sinistra della tua fila e conta: 1, 2, 3 e così via.
lesson-board-try-third-ok = Esatto! La tua casa 3 è la terza partendo da sinistra.
lesson-board-wrong-count = Non è quella. Riconta partendo dal lato sinistro della tua fila.
lesson-board-try-sixth = Adesso gioca la tua casa 6, quella tutta a destra.
lesson-board-try-sixth-ok = Ben fatto! La tua casa 6 è proprio accanto alla fila dell'avversario, quindi i suoi semi ci arrivano subito.
lesson-board-end = Alla fine della partita si contano i semi. Qui Sud ne ha 25 e Nord 23: vince Sud. Nella prossima lezione vedremo come si muovono i semi.
