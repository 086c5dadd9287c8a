# Lezione "story": fatti dalle fonti del progetto sul Wahree.

lesson-story-islands = Il Wahree (si scrive anche Wari) è il gioco di mancala tradizionale delle Isole Vergini americane. È amato soprattutto sull'isola di Santa Croce.
lesson-story-journey = Più di duecento anni fa, quando le isole si chiamavano Indie Occidentali danesi, il gioco arrivò con persone dell'Africa occidentale ridotte in schiavitù e portate fin lì. Il Wahree fa parte dell'antica famiglia dell'Oware, i giochi di semina dell'Africa occidentale.
lesson-story-forgotten = A metà del Novecento arrivarono nuovi passatempi e il Wahree fu quasi dimenticato, come le vecchie ballate del Cariso e le danze del Bamboula. James Weeks, uno scrittore di Santa Croce, raccontava che i ragazzi della sua generazione ne sapevano poco: solo qualche vago ricordo sentito dai genitori.
lesson-story-teachers = A metà degli anni Ottanta, le maestre e i maestri delle scuole elementari di Santa Croce riportarono in vita il Wahree. Lo usavano per insegnare il ragionamento matematico, la logica e la storia della diaspora africana: proprio quello che hai fatto in queste lezioni!
lesson-story-tournament = Il primo torneo fra scuole si tenne il 30 novembre 1984 al Cooperative Extension Service di Kingshill. I giovani campioni vinsero tavolieri di mogano lucidato, intagliati a mano da Raphael Perez Davis. Poi le gare di ogni anno arrivarono anche all'Agrifest, la fiera dell'agricoltura e del cibo di Santa Croce, dove il maestro ghanese Kofi Boateng vinse i premi più importanti.
lesson-story-burning-stones = A Santa Croce si gioca con i nickernut grigi, i semi duri di una pianta che si chiama Caesalpinia bonduc. Li chiamano «sassi brucianti»: se ne strofini due velocemente uno contro l'altro, si scaldano! I bambini li strofinavano su un pezzo di stoffa e poi li appoggiavano piano sul braccio di un amico.
lesson-story-today = Le regole furono messe per iscritto nel 1995 da Olassee Davis, un naturalista di Santa Croce. Oggi il Wahree si gioca nelle classi di tutte le Isole Vergini, soprattutto durante il Virgin Islands History Month, il mese della storia delle isole, ogni marzo. Adesso sai giocarci anche tu!
lesson-story-try = Ora tocca a te giocare come i bambini di Santa Croce. Cattura più semi che puoi!
lesson-story-hint = Conta fin dove arriva ogni casa, poi guarda indietro a partire da dove cade l'ultimo seme.
lesson-story-try-ok = Una catena di tre: 2, 3 e 3 semi, 8 in tutto. Giochi al Wahree come un vero campione!
lesson-story-wrong-five = Così catturi 5 semi, ottimo! Ma se arrivi una casa più in là, trovi una catena più lunga.
lesson-story-try-wipe = Ti ricordi la regola che rende il Wahree diverso dall'Oware? Trova la cancellazione!
lesson-story-try-wipe-ok = Così si gioca al Wahree: tutte e due le case di Nord sono diventate dei 2, la catena le ha prese e il tavoliere è tutto tuo.
