# Spiegazioni dei problemi sulle catture.

puzzle-capture-five-or-two-why = La tua casa 6 finisce nella casa 3 di Nord e fa un 3, e la casa 2 di Nord, subito prima, diventa un 2: 5 semi. La tua casa 5 si fermerebbe una casa prima e ne prenderebbe solo 2.
puzzle-capture-count-first-why = Cinque semi dalla tua casa 4 finiscono nella casa 3 di Nord (un 2), e la casa 2 di Nord, subito prima, diventa un 3: 5 semi. La tua casa 5 catturerebbe solo il 3.
puzzle-capture-three-houses-why = La tua casa 6 porta le case 1, 2 e 3 di Nord a 2, 3 e 3: una catena di tre case e 8 semi. La tua casa 4 ne raggiunge solo due.
puzzle-capture-two-threes-why = Due semi dalla tua casa 6 trasformano le case 1 e 2 di Nord in due 3: 6 semi. La tua casa 3 prenderebbe solo un 3.
puzzle-capture-far-reach-why = La tua casa 1 è lontana da Nord, ma ha 9 semi: cinque per la tua fila, poi quattro per le case da 1 a 4 di Nord. Diventano 2, 2, 2 e 3, la catena le prende tutte e quattro e la fila di Nord resta vuota: è una cancellazione!
puzzle-capture-eight-seeds-why = Otto semi dalla tua casa 2 arrivano fino alla casa 4 di Nord. Le case da 1 a 4 di Nord diventano 2, 2, 3 e 2, e la catena le prende tutte e quattro: 9 semi. La tua casa 6 ne prende solo 7.
puzzle-capture-three-twos-why = La tua casa 5 ha 4 semi: uno nella tua casa 6, poi le case 1, 2 e 3 di Nord diventano dei 2. Tre case, 6 semi. La tua casa 6 da sola ne prenderebbe solo 2.
puzzle-capture-seven-why = La tua casa 5 finisce nella casa 3 di Nord e fa un 2; subito prima, le case 2 e 1 di Nord diventano un 3 e un 2. La catena le prende tutte e tre: 7 semi.
puzzle-capture-three-threes-why = Le case 1, 2 e 3 di Nord hanno 2 semi ciascuna. La tua casa 5 mette un seme in ognuna: tre 3, 9 semi. La tua casa 3 ne raggiunge solo due.
puzzle-capture-short-beats-long-why = La tua casa 1 ha più semi di tutte, ma arriva solo alla casa 2 di Nord e ne prende 5. La tua casa 6, con soli 3 semi, porta le case 1, 2 e 3 di Nord a 3, 2 e 2: 7 semi.
puzzle-capture-nine-why = La tua casa 5 ha 4 semi: uno nella tua casa 6, poi uno in ciascuna delle case 1, 2 e 3 di Nord, che ne hanno già 2. Tre 3: 9 semi!
puzzle-capture-six-seeds-far-why = La tua casa 5 manda 6 semi fino alla casa 5 di Nord. Le case 5, 4 e 3 di Nord diventano 2, 2 e 3: 7 semi, e la catena si ferma alla casa 2. La tua casa 4 finisce nella casa 3 di Nord e prende solo quella.
