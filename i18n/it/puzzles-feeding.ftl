# Spiegazioni dei problemi sul dare da mangiare.

puzzle-feed-safely-why = Tutte e due le mosse danno semi a Nord. Ma la tua casa 6 lascerebbe un seme tutto solo nella tua casa 1, e il nuovo seme nella casa 6 di Nord lo porterebbe a 2. La tua casa 5 dà a Nord due semi che non arrivano fino a te.
