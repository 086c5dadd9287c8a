# Lezione "capturing".

lesson-capturing-rule = Ecco come si vincono i semi. Se il tuo ultimo seme cade in una casa di Nord e quella casa arriva ad avere esattamente 2 o 3 semi, li catturi: finiscono nel tuo magazzino. Guarda la casa 1 di Nord: ha 2 semi.
lesson-capturing-watch = Guarda Sud seminare l'unico seme della casa 6.
lesson-capturing-watch-after = Il seme ha portato la casa 1 di Nord a 3, così Sud ha catturato tutti e 3 i semi. Solo l'ultimo seme di una semina può catturare.
lesson-capturing-q-how-many = La tua casa 6 ha un seme e la casa 1 di Nord ne ha uno. Quanti semi catturi se semini la tua casa 6?
lesson-capturing-q-how-many-why = 2: il tuo seme porta la casa 1 di Nord a 2, e li prendi tutti e due.
lesson-capturing-try-first = Fai la tua prima cattura!
lesson-capturing-hint-where = Cerca una casa di Nord con 1 o 2 semi. Quale delle tue case finisce la semina proprio lì?
lesson-capturing-hint-one-more = Il tuo ultimo seme ne aggiunge uno: una casa con 1 seme arriva a 2, una casa con 2 arriva a 3.
lesson-capturing-try-first-ok = Presi! Il tuo secondo seme ha portato la casa 1 di Nord a 2, e quei due semi sono tuoi.
lesson-capturing-wrong-four = Il tuo ultimo seme è caduto in una casa che ne aveva già 3. Ora ne ha 4, e il 4 non si cattura.
lesson-capturing-wrong-own-side = Quel seme è rimasto nella tua fila. Puoi catturare solo nella fila di Nord.
lesson-capturing-try-best = Qui ci sono due mosse che catturano. Trova quella che prende più semi.
lesson-capturing-hint-compare = Calcola quanti semi prenderebbe ogni cattura, poi scegli la più grande.
lesson-capturing-try-best-ok = Sì: 3 semi sono meglio di 2! Conta sempre prima di scegliere.
lesson-capturing-wrong-smaller = Così catturi 2 semi. Non male, ma un'altra mossa ne cattura 3.
lesson-capturing-q-own-row = Semina la tua casa 2: l'ultimo seme cade nella tua casa 4, che arriva a 3. Quanti semi catturi?
lesson-capturing-q-own-row-why = Nessuno! Si cattura solo nella fila dell'avversario. Le tue case non le catturi mai.
lesson-capturing-north-too = Nord cattura allo stesso modo, nella tua fila. Le tue case con 1 o 2 semi sono in pericolo: basta un seme di Nord per portarle a 2 o a 3.
