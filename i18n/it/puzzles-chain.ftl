# Spiegazioni dei problemi sulle catene.

puzzle-chain-three-why = La tua casa 6 lascia cadere i suoi 3 semi nelle case 1, 2 e 3 di Nord, che arrivano a 2, 3 e 2. Guardando indietro dall'ultima, le catturi tutte e tre: 7 semi.
puzzle-chain-from-five-why = Quattro semi dalla tua casa 5: uno nella tua casa 6, poi le case 1, 2 e 3 di Nord arrivano a 2, 2 e 3. La catena torna indietro e le prende tutte e tre.
puzzle-chain-three-beats-two-why = La tua casa 6 fa una catena di due. La tua casa 5 arriva una casa più in là e porta le case 1, 2 e 3 di Nord a 2, 3 e 2: una catena di tre.
puzzle-chain-four-why = Cinque semi dalla tua casa 5 arrivano fino alla casa 4 di Nord. Le case da 1 a 4 diventano 2, 2, 2 e 3, e la catena le prende tutte e quattro: 9 semi.
puzzle-chain-far-end-why = Sette semi dalla tua casa 5 arrivano fino all'ultima casa di Nord. Le case 6, 5, 4 e 3 diventano tutte dei 2, e la catena torna indietro fino alla casa 2 di Nord, che ha un seme solo, e lì si ferma. Quattro case!
puzzle-chain-three-of-three-why = La tua casa 6 porta le case 1, 2 e 3 di Nord a 3, 2 e 2, e la catena torna indietro e le prende tutte e tre. La tua casa 3 fa una catena di due soltanto.
puzzle-chain-eight-seeds-why = La tua casa 6 arriva alla casa 3 di Nord: 3, 3 e 2 nelle prime tre case di Nord, una catena di tre e 8 semi. La tua casa 5 si ferma una casa prima: solo due case.
puzzle-chain-broken-link-why = La tua casa 5 arriva alla casa 5 di Nord. Le case 5, 4 e 3 diventano 2, 3 e 2, e la catena si ferma alla casa 2, che ha un seme solo. La tua casa 6 finisce nella casa 3 di Nord, e lo stesso anello rotto ferma subito la catena.
puzzle-chain-six-seeds-why = Sei semi dalla tua casa 5 arrivano alla casa 5 di Nord. Le case 5, 4 e 3 diventano 3, 2 e 3: una catena di tre, fermata dalla casa 2 con il suo unico seme. La tua casa 6 finisce una casa prima e prende solo due case.
puzzle-chain-two-or-three-why = La tua casa 6 cattura due case, ma la tua casa 5 arriva una casa più in là: un seme nella tua casa 6, poi le case 1, 2 e 3 di Nord diventano 2, 3 e 2. Una catena di tre!
