# Spiegazioni dei problemi sulle case grandi.

puzzle-big-one-lap-why = Dodici semi: uno in ciascuna delle altre undici case, poi la tua casa 6 viene saltata e il dodicesimo cade di nuovo nella casa 1 di Nord. Ora ne ha 2, e li catturi.
puzzle-big-four-twos-why = Quindici semi: 11 per un giro, poi altri 4 per le case da 1 a 4 di Nord. Ognuna riceve in tutto due semi e diventa un 2, e la catena prende quattro case: 8 semi.
puzzle-big-backwards-only-why = Quattordici semi: un giro da 11, poi altri 3, fino alla casa 3 di Nord. Le case 3, 2 e 1 diventano dei 2: catturate. Anche le case 4 e 5 di Nord hanno 3 e 2 semi, ma vengono dopo l'ultimo seme, e la catena guarda solo indietro.
puzzle-big-sixteen-why = Sedici semi dalla tua casa 4: un giro da 11, poi altri 5, che passano per le tue case 5 e 6 e arrivano nelle case 1, 2 e 3 di Nord. Quelle tre finiscono con 3, 2 e 2 semi: tre case, 7 semi.
puzzle-big-lap-makes-three-why = Dodici semi fanno tutto il giro: la casa 1 di Nord riceve un seme all'inizio del giro e il dodicesimo alla fine. Con il seme che aveva già, fanno 3.
puzzle-big-thirteen-why = Tredici semi dalla tua casa 5: 11 per un giro, poi la tua casa 6 e la casa 1 di Nord. La casa 1 di Nord aveva 1 seme, ne riceve uno durante il giro e uno alla fine: 3, catturati.
puzzle-big-fifteen-chain-why = Quindici semi: un giro da 11, poi altri 4, nella tua casa 6 e nelle case 1, 2 e 3 di Nord. Quelle tre finiscono con 2 semi ciascuna: una catena di tre. Le case dopo non si catturano: la catena guarda solo indietro.
puzzle-big-fifteen-two-why = Quindici semi dalla tua casa 4: un giro da 11, poi le tue case 5 e 6 e le case 1 e 2 di Nord. La casa 1 di Nord finisce con 3 semi e la casa 2 con 2: 5 semi. Anche la casa 3 di Nord ne ha 3, ma viene dopo l'ultimo seme.
