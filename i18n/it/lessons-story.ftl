# Lezione "story": fatti dalle fonti del progetto sul Wahree.

lesson-story-islands = Il Wahree (a volte scritto Wari) è il gioco di mancala delle Isole Vergini americane, nel Mar dei Caraibi. Lo amano più di tutti sull'isola di Santa Croce.
lesson-story-journey = Più di duecento anni fa le isole erano una colonia danese, le Indie Occidentali danesi. Persone dell'Africa occidentale vi furono portate con la forza e ridotte in schiavitù, e portarono con sé il gioco. Il Wahree fa parte della famiglia dell'Oware, un gruppo di giochi di semina.
lesson-story-forgotten = Verso la metà del Novecento la gente trovò nuovi passatempi, e il Wahree fu quasi dimenticato, come le vecchie canzoni Cariso e le danze Bamboula delle isole. Lo scrittore James Weeks, di Santa Croce, ricordava che le persone della sua età erano cresciute conoscendo il gioco solo da quel poco che ricordavano i loro genitori.
lesson-story-teachers = A metà degli anni Ottanta le maestre e i maestri delle scuole elementari di Santa Croce riportarono in vita il Wahree. Lo usavano per insegnare la matematica e a ragionare con attenzione, e per far conoscere l'eredità africana della gente delle isole. Contare, pensare in anticipo: è quello che hai fatto anche tu in queste lezioni!
lesson-story-tournament = La prima gara di Wahree tra scuole si giocò il 30 novembre 1984 a Kingshill, sull'isola di Santa Croce. Chi vinse ricevette tabelloni di mogano levigato, fatti a mano da Raphael Perez Davis. In seguito ci fu una gara ogni anno all'Agrifest, la grande fiera dell'agricoltura e del cibo dell'isola. Un maestro del gioco venuto dal Ghana, Kofi Boateng, vi vinse il primo premio.
lesson-story-seeds = A Santa Croce il Wahree si gioca con i nickernut: semi grigi, duri e lisci, di una pianta che si chiama Caesalpinia bonduc. Per una partita ne servono 48, 4 in ogni casa, proprio come sul tabellone qui sotto.
lesson-story-today = Nel 1995 Olassee Davis, un naturalista di Santa Croce, mise per iscritto le regole come si giocavano. Oggi i bambini e le bambine giocano al Wahree nelle classi di tutte le Isole Vergini, soprattutto a marzo, il mese della storia delle isole. E ora puoi giocarci anche tu!
lesson-story-try = Ora tocca a te giocare come i bambini e le bambine di Santa Croce. Cattura più semi che puoi!
lesson-story-hint = Conta fin dove arriva ogni casa, poi guarda indietro a partire da dove cade l'ultimo seme.
lesson-story-try-ok = Una catena di tre: 2, 3 e 3 semi, 8 in tutto. Questo sì che è giocare bene al Wahree!
lesson-story-wrong-five = Così catturi 5 semi, ben fatto! Ma una mossa il cui ultimo seme cade una casa più in là, nella casa 3 di Nord, fa una catena più lunga.
lesson-story-try-wipe = Ti ricordi la regola che rende il Wahree diverso dall'Oware? Trova la cancellazione!
lesson-story-try-wipe-ok = Così si gioca al Wahree: tutte e due le case di Nord sono diventate dei 2, la catena le ha prese e il tabellone è tutto tuo.
