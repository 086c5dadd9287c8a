# Spiegazioni dei problemi sulla difesa.

puzzle-defend-step-away-why = La casa 6 di Nord ha 5 semi che cadono nelle tue case da 1 a 5. Sposta il seme della tua casa 5: l'ultimo seme di Nord ci resta da solo, e non cattura niente.
puzzle-defend-empty-the-two-why = La casa 6 di Nord lascia cadere l'ultimo seme nella tua casa 2. Con 2 semi, lì si farebbe un 3 e Nord lo catturerebbe. Gioca la tua casa 2 e la svuoti: il seme di Nord ci resta da solo.
puzzle-defend-two-threats-why = Le case 4 e 5 di Nord possono finire la semina tutte e due nella tua fila, dove le tue case con pochi semi le aspettano. Dopo che hai giocato la tua casa 2, i semi di Nord fanno solo un 4 nella tua casa 3 o un 1 nella tua casa 2: niente da catturare.
puzzle-defend-long-sowing-why = La casa 5 di Nord ha 6 semi che finiscono nella tua casa 5. Togli prima il tuo unico seme dalla casa 5: così l'ultimo seme di Nord ci resta da solo, e Nord non cattura niente. Con qualunque altra mossa perdi almeno 4 semi.
puzzle-defend-guard-house-four-why = La casa 6 di Nord ha 4 semi che finiscono nella tua casa 4. Gioca la tua casa 4 per svuotarla: così l'ultimo seme di Nord ci resta da solo, e non si cattura niente.
puzzle-defend-move-the-two-why = La casa 5 di Nord ha 3 semi, e l'ultimo cade nella tua casa 2. Con 2 semi lì, diventerebbe un 3. Semina la tua casa 2 e il pericolo sparisce.
puzzle-defend-make-it-four-why = La casa 6 di Nord finisce nella tua casa 2, e la casa 5 di Nord finisce nella tua casa 4. Gioca la tua casa 1: la tua casa 2 arriva a 3 semi, così il seme di Nord la porta a 4, troppi per catturarla, e la tua casa 4, che è vuota, diventerebbe solo un 1.
puzzle-defend-two-attackers-why = Due case di Nord arrivano fino alla tua fila. Dopo che hai seminato la tua casa 2, la casa 6 di Nord finisce nella tua casa 4, che arriva a 4, e la casa 5 di Nord finisce nella tua casa 2, che resta con 1 seme solo. Nessun 2 e nessun 3 da nessuna parte.
puzzle-defend-against-wipe-out-why = La casa 6 di Nord manda 2 semi nelle tue case 1 e 2. Se giochi la tua casa 6, diventano due 2 e Nord ti cancella. Con la tua casa 1, Nord cattura comunque un 3. Gioca la tua casa 2: l'ultimo seme di Nord ci resta da solo.
