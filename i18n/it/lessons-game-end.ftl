# Lezione "game-end".

lesson-game-end-three-ways = Una partita di Wahree finisce in uno di tre modi. Una cancellazione la fa finire subito. Finisce anche quando la fila di un giocatore è vuota e l'altro non può darle dei semi. E finisce quando torna esattamente la stessa posizione di prima. Allora si contano i semi, e vince chi ne ha di più. 24 a testa è un pareggio.
lesson-game-end-q-draw = La fila di Nord è vuota, quindi devi dargli dei semi, ma i tuoi semi non arrivano così lontano. La partita è finita, e ognuno prende i semi della propria parte. Con quanti semi finisci?
lesson-game-end-hint-feed = Alla tua casa 1 servirebbero 6 semi per arrivare alla fila di Nord, e alla tua casa 2 ne servirebbero 5.
lesson-game-end-q-draw-why = 24: i tuoi 21 più i 3 nella tua fila. Anche Nord ne ha 24: è un pareggio!
lesson-game-end-q-draw-store = Il tuo magazzino ne ha 21, ma quando la partita finisce così anche i 3 semi della tua fila sono tuoi.
lesson-game-end-q-draw-too-many = I semi di Nord restano di Nord: tu prendi solo i 3 semi della tua parte.
lesson-game-end-watch-starve = A Sud resta un solo seme, nella casa 6. Guarda che cosa succede quando Sud lo semina.
lesson-game-end-watch-starve-after = Ora la fila di Sud è vuota, e Nord deve darle dei semi. Ma i semi di Nord sono tutti nella sua casa 1, e 4 semi non arrivano alla fila di Sud. Nord non può muovere, quindi la partita è finita: Nord si tiene i 4 semi della sua parte e vince 26 a 22.
lesson-game-end-q-starve = Se semini dalla tua casa 6, la tua fila resta vuota. Nord potrà darti dei semi? Se no, la partita finisce. Con quanti semi finirà Nord?
lesson-game-end-hint-north-reach = Alla casa 3 di Nord servirebbero 4 semi per arrivare alla tua fila, alla casa 4 di Nord ne servirebbero 3.
lesson-game-end-q-starve-why = 26: Nord non può darti semi, quindi la partita finisce, e Nord si tiene tutti i 6 semi della sua parte: 20 più 6.
lesson-game-end-q-starve-store = Il magazzino di Nord ne ha 20, ma quando nessuno può dare semi, anche i semi dalla parte di Nord sono di Nord.
lesson-game-end-q-starve-two = Conta tutti i semi dalla parte di Nord dopo la tua mossa: anche i tuoi due semi sono caduti lì.
lesson-game-end-repetition = A volte i semi si rincorrono intorno al tavoliere. Se torna esattamente la stessa posizione (tutte le case, i due magazzini e lo stesso giocatore di turno) senza nessuna cattura nel frattempo, la partita potrebbe non finire mai. Allora si ferma lì, e ognuno prende i semi che ha dalla sua parte.
lesson-game-end-watch-circle = Guarda questi due semi solitari che si rincorrono intorno al tavoliere.
lesson-game-end-watch-circle-after = Dopo dodici mosse il tavoliere è esattamente com'era all'inizio, quindi la partita finisce. Ognuno si tiene il seme che ha dalla sua parte: 24 a 24.
lesson-game-end-play-on = Sud ha già 26 semi, più della metà di 48, quindi Nord non può più raggiungerlo. La partita va avanti lo stesso fino a uno dei tre finali, ma tutti sanno già chi vincerà.
lesson-game-end-try-finish = Sei in vantaggio, 24 a 19. Chiudi subito la partita, e vinci!
lesson-game-end-hint-finish = A Nord resta un solo seme, nella sua casa 1. Quale dei tre finali puoi far succedere?
lesson-game-end-try-finish-ok = Cancellazione! Il tuo seme ha portato a 2 l'ultima casa di Nord. La partita è finita e prendi anche i 3 semi rimasti nella tua fila: 29 a 19.
lesson-game-end-wrong-finish = Dopo quella mossa la partita continua. Cerca una cattura che prenda tutto quello che resta a Nord.
lesson-game-end-try-starve = Sei indietro, 20 a 22, ma la partita può finire molto presto. Trova la mossa che ti fa vincere di sicuro entro due mosse, qualunque cosa faccia Nord.
lesson-game-end-hint-starve = Dopo una cattura, a Nord potrebbe restare un solo seme, che può andare solo nella tua fila. A quel punto, le tue case arriverebbero ancora alla fila di Nord?
lesson-game-end-try-starve-ok = Catturi 2 semi: 22 a 22. L'ultimo seme di Nord deve per forza finire nella tua casa 1, e poi nessuna delle tue case può dare da mangiare a Nord. La partita è finita: ti tieni i 4 semi della tua fila e vinci 26 a 22.
lesson-game-end-wrong-starve = Dopo questa mossa Nord non è bloccato, e non hai più la certezza di vincere entro due mosse. Cerca prima una cattura.
