# Spiegazioni dei problemi sul dare da mangiare.

puzzle-feed-only-one-why = Solo la tua casa 6 è proprio accanto alla fila di Nord: da lì basta un seme. Alle altre tue case servirebbero molti più semi per arrivare di là.
puzzle-feed-count-steps-why = Alla tua casa 4 servono 3 semi per arrivare a Nord, e ne ha proprio 3. Le tue case 1 e 2 hanno più semi, ma sono troppo lontane: gliene servirebbero 6 e 5.
puzzle-feed-safely-why = Tutte e due le mosse danno semi a Nord. Ma la tua casa 6 lascerebbe un seme tutto solo nella tua casa 1, e il nuovo seme nella casa 6 di Nord lo porterebbe a 2. La tua casa 5 dà a Nord due semi che non arrivano fino a te.
puzzle-feed-far-house-why = La tua casa 4 è più vicina, ma le servono 3 semi e ne ha solo 2. Alla tua casa 2 servono 5 semi per arrivare a Nord, e ne ha proprio 5.
puzzle-feed-which-reaches-why = Dalla tua casa 3 servono quattro passi per arrivare alla fila di Nord, e lei ha proprio 4 semi. Le tue case 1 e 2 hanno solo 3 semi ciascuna, ma gliene servirebbero 6 e 5.
