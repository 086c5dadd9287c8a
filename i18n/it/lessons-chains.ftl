# Lezione "chains".

lesson-chains-rule = Dopo una cattura, guarda la casa subito prima, tornando indietro sulla strada fatta dai semi. Se è di Nord e ha anche lei 2 o 3 semi, catturi anche quella. Poi guarda quella ancora prima, e così via. Questa si chiama catena.
lesson-chains-watch = Guarda i 3 semi di Sud cadere nelle case 1, 2 e 3 di Nord.
lesson-chains-watch-after = L'ultimo seme ha portato a 2 la casa 3 di Nord: catturata. Guardando indietro, la casa 2 aveva 3 semi e la casa 1 ne aveva 2: catturate anche loro. Tre case e 7 semi con una mossa sola!
lesson-chains-q-broken = Semina la tua casa 6 (3 semi). Quanti semi catturi?
lesson-chains-hint-look-back = Parti dalla casa dove cade l'ultimo seme, poi guarda una per una le case che vengono prima.
lesson-chains-q-broken-why = Solo 3. L'ultimo seme porta a 3 la casa 3 di Nord, ma la casa prima ne ha solo 1: la catena si ferma lì, anche se la casa 1 di Nord ha 3 semi.
lesson-chains-try-longest = Cattura i semi di più case di Nord che puoi.
lesson-chains-hint-five = La tua casa 4 ha 5 semi. Dove cade il suo ultimo seme, e cosa c'è subito prima?
lesson-chains-try-longest-ok = Tre case in un colpo solo! La catena è tornata indietro dalla casa 3 di Nord fino alla casa 1.
lesson-chains-wrong-two = Due case, non male! Ma un'altra mossa fa una catena di tre.
lesson-chains-wrong-nothing = Quel seme resta nella tua fila: nessuna cattura.
lesson-chains-try-most = Cattura più semi che puoi.
lesson-chains-try-most-ok = Una catena di due case: 5 semi, più dei 3 che avresti preso con la tua casa 6.
lesson-chains-wrong-single = Hai catturato 3 semi, ma con una catena potevi prenderne di più.
lesson-chains-wrong-four = Il tuo ultimo seme è caduto in una casa con 3 semi, che ora ne ha 4: niente cattura.
lesson-chains-q-edge = Semina la tua casa 5: l'ultimo seme porta a 2 la casa 1 di Nord, e anche la tua casa 6 arriva a 2. Quanti semi catturi?
lesson-chains-q-edge-why = 2. La catena si ferma alla fine della fila di Nord: non torna mai nelle tue case.
