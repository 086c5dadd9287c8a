# Spiegazioni dei problemi sulla cancellazione.

puzzle-wipe-two-houses-why = La tua casa 6 lascia cadere i suoi 2 semi nelle case 1 e 2 di Nord, che diventano due 2. La catena le prende entrambe, la fila di Nord resta vuota e tutti i semi rimasti sul tabellone sono tuoi.
puzzle-wipe-four-seeds-why = La tua casa 5 ha 3 semi: uno nella tua casa 6, poi le case 1 e 2 di Nord diventano dei 2. La tua casa 6 da sola prenderebbe solo la casa 1 di Nord e lascerebbe l'altra.
puzzle-wipe-three-chain-why = Quattro semi dalla tua casa 5 arrivano fino alla casa 3 di Nord. Le case 1, 2 e 3 di Nord diventano tutte dei 2, e la catena ripulisce l'intera fila.
puzzle-wipe-long-sow-why = La tua casa 4 ha 6 semi: due per le tue case, poi quattro per le case da 1 a 4 di Nord, che diventano tutte dei 2. Una sola catena di quattro case, e la partita è tua.
puzzle-wipe-five-houses-why = Sei semi dalla tua casa 5 arrivano fino alla casa 5 di Nord. Quella diventa un 3, le quattro case prima diventano dei 2, e la catena le prende tutte e cinque: una cancellazione da 11 semi, più il resto del tabellone.
puzzle-wipe-not-the-big-one-why = La casa grande cattura 9 semi, ma a Nord restano semi in due case. È meglio la tua casa 3, che ha pochi semi: il suo ultimo seme porta a 2 l'unica casa di Nord, e con la cancellazione ti prendi tutto il tabellone, anche la tua casa grande. 41 semi!
puzzle-wipe-three-and-two-why = La tua casa 6 porta le case 1 e 2 di Nord a 3 e a 2, e la catena le prende tutte e due: cancellazione. La tua casa 5 catturerebbe solo la casa 1 di Nord e lascerebbe lì la casa 2.
puzzle-wipe-from-house-two-why = La tua casa 2 è lontana, ma i suoi 6 semi ci arrivano: quattro nelle tue case, poi le case 1 e 2 di Nord diventano dei 2. La catena le prende entrambe, e raccogli anche gli 11 semi rimasti nella tua fila.
puzzle-wipe-eight-seeds-why = La tua casa 6 lascia cadere 3 semi nelle case 1, 2 e 3 di Nord: diventano 3, 3 e 2, e la catena le prende tutte e tre. La tua casa 1, anche se è grande, arriverebbe solo alla casa 1 di Nord.
puzzle-wipe-eleven-why = Otto semi dalla tua casa 3: tre per le tue case, poi cinque per le case da 1 a 5 di Nord, che diventano 2, 2, 3, 2 e 2. La catena le prende tutte e cinque: 11 semi, più tutto il tabellone.
puzzle-wipe-comeback-why = Sei molto indietro, 6 a 19. La tua casa 6 lascia cadere 5 semi nelle case da 1 a 5 di Nord: 3, 2, 2, 2 e 2. La catena le prende tutte e cinque, e la cancellazione ti dà anche i 12 semi della tua fila: 29 a 19!
