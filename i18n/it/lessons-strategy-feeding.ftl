# Lezione "strategy-feeding".

lesson-feed-safe-idea = Quando la fila di Nord è vuota devi dargli dei semi, ma scegli tu come. Un seme nelle case 1, 2 o 3 di Nord è lontano dalla tua fila. Un seme nella casa 6 di Nord, invece, è pericoloso: anche da solo arriva nella tua casa 1, e se la porta a 2 o 3, Nord cattura.
lesson-feed-safe-watch = Guarda Sud che dà semi a Nord con la sua casa 6, e che cosa ne fa Nord.
lesson-feed-safe-watch-after = I 6 semi di Sud hanno messo un seme in ogni casa di Nord, anche nella casa 6. La casa 6 di Nord ha lasciato cadere il suo seme nella casa 1 di Sud, che così aveva 2 semi: catturati.
lesson-feed-safe-try-guided = La stessa posizione. Gioca la casa cerchiata: dà semi a Nord solo nelle sue case 1, 2 e 3.
lesson-feed-safe-try-guided-ok = Semi dati senza rischi! I nuovi semi di Nord sono lontani dalla tua fila, e la risposta di Nord non cattura niente.
lesson-feed-safe-try-three = Tre tue mosse danno semi a Nord. Trova quella che non gli regala nessuna cattura.
lesson-feed-safe-hint-six = Quale tua mossa mette un seme nella casa 6 di Nord? Quel seme poi cade nella tua casa 1.
lesson-feed-safe-try-three-ok = Giusto: la tua casa 5 dà semi solo alle case 1, 2 e 3 di Nord, e nessuna di loro arriva alle tue case deboli.
lesson-feed-safe-wrong-six = Questa mossa mette un seme nella casa 6 di Nord. Nord lo semina nella tua casa 1, che così ha 2 semi: catturati.
lesson-feed-safe-try-two = Dai di nuovo semi a Nord senza rischi.
lesson-feed-safe-try-two-ok = La tua casa 4 dà a Nord solo due semi, nelle sue case 1 e 2: non possono arrivare alla tua fila.
lesson-feed-safe-try-one = Dai semi a Nord senza rischi, e dagliene meno che puoi.
lesson-feed-safe-hint-few = Una delle tue case arriva alla fila di Nord proprio con il suo ultimo seme.
lesson-feed-safe-try-one-ok = Un solo seme per Nord, nella sua casa 1. Dare da mangiare non vuol dire dare tanto!
lesson-feed-safe-try-lap = Questa volta ogni mossa che dà semi a Nord arriva anche alla sua casa 6. Trova quella che comunque non gli regala nessuna cattura.
lesson-feed-safe-hint-house-one = Il seme che arriva nella casa 6 di Nord cadrà poi nella tua casa 1. Quanti semi avrà la tua casa 1 dopo ciascuna delle tue mosse?
lesson-feed-safe-try-lap-ok = L'hai trovata! La tua casa 4 aveva abbastanza semi per fare il giro fino alla tua casa 1 e portarla a 3. Il seme di Nord la porta a 4: niente da catturare.
lesson-feed-safe-wrong-three = La tua casa 1 ha ancora 2 semi. Il seme della casa 6 di Nord la porta a 3: catturati.
lesson-feed-safe-game = Ora una partita contro il computer. Sei indietro, 19 a 22, e la fila di Nord è vuota. Dai semi a Nord con attenzione, e vinci.
lesson-feed-safe-game-hint = Dai a Nord meno semi che puoi, e tieni i tuoi semi dove quelli di Nord non arrivano.
lesson-feed-safe-game-won = Hai dato semi a Nord senza rischi e hai vinto la partita!
lesson-feed-safe-game-lost = Questa volta non hai vinto. Dai a Nord meno semi possibile, e prima di dargliene guarda che cosa può fare la casa 6 di Nord alla tua casa 1. Ricomincia!
