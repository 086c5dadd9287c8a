# Lezione "board": il tabellone e lo scopo del gioco.

lesson-board-rows = Questo è un tabellone di Wahree. Ha due file di sei piccole buche chiamate case: dodici case in tutto. All'inizio ogni casa contiene 4 semi, quindi nel gioco ci sono 48 semi.
lesson-board-your-row = La fila più vicina a te è la tua: tu giochi con Sud. La fila di fronte è del tuo avversario, Nord. Puoi prendere i semi soltanto dalle tue case.
lesson-board-numbers = Ogni giocatore conta le sue case da 1 a 6 partendo dalla propria sinistra. Così la tua casa 1 è tutta a sinistra, e la tua casa 6 sta proprio di fronte alla casa 1 di Nord.
lesson-board-turns = Sud fa sempre la prima mossa. Poi si gioca a turno: muove Nord, poi Sud, poi di nuovo Nord, una mossa a testa, finché la partita non finisce.
lesson-board-q-moves = La partita comincia e tocca a te. Fra quante mosse diverse puoi scegliere?
lesson-board-q-moves-why = Sei: una per ciascuna delle tue case, perché in tutte ci sono dei semi. Una mossa parte sempre da una delle tue case.
lesson-board-q-moves-one = Non c'è una sola casa da giocare: ogni tua casa con dei semi può cominciare una mossa.
lesson-board-q-moves-twelve = Dodici sono tutte le case del tabellone, ma le sei case di Nord le gioca Nord, non tu.
lesson-board-try-third = Esercitiamoci a trovare una casa. Intorno alla tua casa 3 c'è un cerchio: giocala.
lesson-board-try-third-ok = Proprio così! La tua casa 3 è la terza partendo da sinistra. Le case illuminate mostravano dove sarebbero andati i suoi semi.
lesson-board-try-sixth = Adesso gioca la tua casa 6, quella tutta a destra.
lesson-board-hint-count-left = Parti dalla prima casa a sinistra della tua fila e conta: 1, 2, 3 e così via.
lesson-board-try-sixth-ok = Ben fatto! La tua casa 6 è proprio accanto alla fila di Nord, quindi i suoi semi ci arrivano in fretta.
lesson-board-try-across = Gioca la tua casa che sta proprio di fronte alla casa 3 di Nord.
lesson-board-hint-north-count = Nord conta partendo dalla sua sinistra, che per te è a destra: la casa 1 di Nord è di fronte alla tua casa 6.
lesson-board-hint-across = La casa 1 di Nord è di fronte alla tua casa 6, la casa 2 di Nord di fronte alla tua casa 5. Quale casa è di fronte alla casa 3 di Nord?
lesson-board-try-across-ok = Giusto! La casa 3 di Nord è di fronte alla tua casa 4. I due numeri insieme fanno sempre 7.
lesson-board-empty = Più avanti nella partita alcune case sono vuote, come qui le tue case 1, 3 e 6. In una casa vuota non c'è niente da seminare, quindi non la puoi giocare.
lesson-board-q-empty = Tra quante mosse puoi scegliere qui?
lesson-board-q-empty-why = Tre: le tue case 2, 4 e 5 hanno dei semi. Le tre case vuote non si possono giocare.
lesson-board-q-empty-six = Hai sei case, ma tre sono vuote: lì dentro non c'è niente da seminare.
lesson-board-try-fullest = Gioca la tua casa con più semi.
lesson-board-hint-counts = Il numero piccolo accanto a ogni casa dice quanti semi contiene.
lesson-board-try-fullest-ok = Sì: la tua casa 4 ha 5 semi, più di ogni altra tua casa.
lesson-board-goal = Ogni giocatore ha anche un magazzino, dove vanno i semi che cattura. Alla fine della partita si contano i semi, e vince chi ne ha di più. Qui Sud ne ha 25 e Nord 23: vince Sud. 25 è già più della metà di 48!
