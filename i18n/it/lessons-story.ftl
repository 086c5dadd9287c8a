# Lezione "story": fatti dalle fonti del progetto sul Wahree.

lesson-story-islands = Il Wahree (a volte scritto Wari) è il gioco di mancala delle Isole Vergini americane, nel Mar dei Caraibi. Lo amano più di tutti sull'isola di Santa Croce.
lesson-story-journey = Più di duecento anni fa le isole appartenevano alla Danimarca. Molte persone furono portate via con la forza dall'Africa occidentale e costrette a lavorare lì come schiavi: con loro arrivò anche il gioco. Il Wahree è un cugino dell'Oware, un gioco di semina dell'Africa occidentale.
lesson-story-forgotten = Verso la metà del Novecento la gente trovò nuovi modi di passare il tempo libero e il Wahree fu quasi dimenticato, come alcune vecchie canzoni e danze delle isole. Lo scrittore James Weeks, che allora era un bambino a Santa Croce, raccontò che i ragazzi della sua età il gioco lo conoscevano appena: solo quel poco che ricordavano i loro genitori.
lesson-story-teachers = Negli anni Ottanta le maestre e i maestri delle scuole elementari di Santa Croce riportarono in vita il Wahree. Lo usavano per insegnare la matematica, per imparare a ragionare con calma e per raccontare la storia degli africani arrivati sulle isole. Contare, pensare in anticipo: è proprio quello che hai fatto in queste lezioni!
lesson-story-tournament = La prima gara di Wahree fra scuole si giocò il 30 novembre 1984 a Kingshill, sull'isola di Santa Croce. I giovani vincitori ricevettero tavolieri di legno lucido, intagliati a mano da Raphael Perez Davis. In seguito ci fu una gara ogni anno all'Agrifest, la grande fiera dell'agricoltura e del cibo dell'isola. Lì vinse il primo premio Kofi Boateng, un grande giocatore del Ghana.
lesson-story-seeds = A Santa Croce il Wahree si gioca con i nickernut: semi grigi, duri e lisci, di una pianta che si chiama Caesalpinia bonduc. Per una partita ne servono 48, 4 in ogni casa, proprio come sul tavoliere qui sotto.
lesson-story-today = Nel 1995 Olassee Davis, un esperto di natura di Santa Croce, mise per iscritto le regole. Oggi i bambini giocano al Wahree nelle classi di tutte le Isole Vergini, soprattutto a marzo, il mese dedicato alla storia delle isole. E adesso sai giocarci anche tu!
lesson-story-try = Ora tocca a te giocare come i bambini di Santa Croce. Cattura più semi che puoi!
lesson-story-hint = Conta fin dove arriva ogni casa, poi guarda indietro a partire da dove cade l'ultimo seme.
lesson-story-try-ok = Una catena di tre: 2, 3 e 3 semi, 8 in tutto. Giochi al Wahree come un vero campione!
lesson-story-wrong-five = Così catturi 5 semi, ottimo! Ma se arrivi una casa più in là, trovi una catena più lunga.
lesson-story-try-wipe = Ti ricordi la regola che rende il Wahree diverso dall'Oware? Trova la cancellazione!
lesson-story-try-wipe-ok = Così si gioca al Wahree: tutte e due le case di Nord sono diventate dei 2, la catena le ha prese e il tavoliere è tutto tuo.
