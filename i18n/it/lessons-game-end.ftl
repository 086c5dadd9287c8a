# Lezione "game-end".

lesson-game-end-three-ways = Una partita di Wahree può finire in tre modi: con una cancellazione; quando chi deve giocare non ha nessuna mossa permessa; oppure quando torna di nuovo la stessa posizione. Allora si contano i semi, e vince chi ne ha di più. Con 24 semi a testa è pareggio.
lesson-game-end-q-no-seeds = Tocca a te, ma la tua fila è vuota: non puoi muovere, quindi la partita è finita. Ognuno prende i semi che ha dalla sua parte. Con quanti semi finisce Nord?
lesson-game-end-q-no-seeds-why = 28: i 25 del magazzino di Nord più i 3 rimasti nella sua fila. Vince Nord.
lesson-game-end-q-draw = La fila di Nord è vuota, quindi dovresti dargli dei semi, ma i tuoi non arrivano così lontano. La partita è finita. Con quanti semi finisci tu?
lesson-game-end-hint-feed = Alla tua casa 1 servirebbero 6 semi per arrivare alla fila di Nord, e alla tua casa 2 ne servirebbero 5.
lesson-game-end-q-draw-why = 24: i tuoi 21 più i 3 nella tua fila. Anche Nord ne ha 24: è pareggio!
lesson-game-end-repetition = A volte i semi si rincorrono intorno al tavoliere. Se torna esattamente la stessa posizione (tutte le case, i due magazzini e lo stesso giocatore di turno) senza nessuna cattura nel frattempo, la partita potrebbe non finire mai. Allora si ferma lì, e ognuno prende i semi che ha dalla sua parte.
lesson-game-end-watch-circle = Guarda questi due semi solitari che si rincorrono intorno al tavoliere.
lesson-game-end-watch-circle-after = Dopo dodici mosse il tavoliere è esattamente com'era all'inizio, quindi la partita finisce. Ognuno si tiene il seme che ha dalla sua parte: 24 a 24.
lesson-game-end-play-on = Sud ha già 26 semi, più della metà di 48, quindi Nord non può più raggiungerlo. La partita continua lo stesso fino a uno dei tre finali, ma puoi già dire al tuo amico chi ha vinto.
lesson-game-end-try-finish = Sei in vantaggio, 24 a 19. Chiudi subito la partita, e vinci!
lesson-game-end-hint-finish = A Nord resta un solo seme, nella sua casa 1. Quale dei tre finali puoi far succedere?
lesson-game-end-try-finish-ok = Cancellazione! Il tuo seme ha portato a 2 l'ultima casa di Nord. La partita è finita e prendi anche i 3 semi rimasti nella tua fila: 29 a 19.
lesson-game-end-wrong-finish = Dopo quella mossa la partita continua. Cerca una cattura che prenda tutto quello che resta a Nord.
lesson-game-end-try-starve = Sei indietro, 20 a 22, ma la partita può finire molto presto. Trova la mossa che ti fa vincere di sicuro, qualunque cosa faccia Nord.
lesson-game-end-hint-starve = Dopo una cattura, a Nord potrebbe restare un solo seme, che può andare solo nella tua fila. A quel punto, le tue case arriverebbero ancora alla fila di Nord?
lesson-game-end-try-starve-ok = Catturi 2 semi: 22 a 22. L'ultimo seme di Nord deve per forza finire nella tua casa 1, e poi nessuna delle tue case può dare da mangiare a Nord. La partita è finita: ti tieni i 4 semi della tua fila e vinci 26 a 22.
lesson-game-end-wrong-starve = Dopo quella mossa la partita continua, e nessuno sa ancora chi vincerà. Prima cerca una cattura.
