# Lezione "feeding".

lesson-feeding-rule = La fila di Nord è completamente vuota. Nel Wahree non si lascia l'avversario a digiuno: se una delle tue mosse può mettere semi nella sua fila, devi scegliere una mossa che lo faccia.
lesson-feeding-q-moves = Hai semi in cinque case. Quante di queste puoi giocare adesso?
lesson-feeding-hint-reach = Una casa arriva alla fila di Nord se ha almeno tanti semi quanti sono i passi per arrivarci: 1 dalla tua casa 6, 2 dalla tua casa 5, 3 dalla tua casa 4, e così via.
lesson-feeding-q-moves-why = Solo 2: la tua casa 5 (2 semi) e la tua casa 6 (4 semi) arrivano alla fila di Nord. Le altre lascerebbero Nord senza niente, quindi adesso non si possono giocare.
lesson-feeding-q-moves-one = La tua casa 6 arriva alla fila di Nord, ma non è l'unica: guarda anche la tua casa 5.
lesson-feeding-q-moves-five = Cinque case hanno dei semi, ma adesso sono permesse solo le mosse che arrivano alla fila di Nord.
lesson-feeding-try-guided = Nord non ha semi. Gioca la casa cerchiata: i suoi semi arrivano alla fila di Nord.
lesson-feeding-try-guided-ok = Giusto: solo la tua casa 5 ha abbastanza semi per arrivare di là. Nord ha di nuovo dei semi.
lesson-feeding-try-only = Dai da mangiare a Nord: trova l'unica mossa che gli dà dei semi.
lesson-feeding-try-only-ok = Sì! La tua casa 4 ha 4 semi: le tue case 5 e 6, poi le case 1 e 2 di Nord.
lesson-feeding-q-big = La fila di Nord è di nuovo vuota. Quante delle tue case puoi giocare?
lesson-feeding-q-big-why = 3: le tue case 3, 5 e 6 arrivano tutte alla fila di Nord. La tua casa 2 ha solo 2 semi, e restano nella tua fila.
lesson-feeding-q-big-two = Conta di nuovo: una casa con tanti semi arriva facilmente alla fila di Nord, e ne hai due così.
lesson-feeding-q-big-four = La tua casa 2 ha solo 2 semi: si fermano nella tua fila, quindi adesso non la puoi giocare.
lesson-feeding-try-kind = Tutte e due le tue mosse danno semi a Nord. Ma una delle due gli regala una cattura alla mossa dopo. Dagli da mangiare senza correre rischi!
lesson-feeding-hint-after = Immagina ogni mossa, poi guarda le case di Nord: qualcuna può arrivare a una tua casa con 1 o 2 semi?
lesson-feeding-try-kind-ok = Ottima idea! Nord riceve un seme solo, che non può arrivare alla tua fila: la sua risposta non cattura niente.
lesson-feeding-wrong-gift = Così dai semi a Nord, ma il tuo ultimo seme è finito nella tua casa 1, e il nuovo seme nella casa 6 di Nord ci arriva: la porta a 2 e la cattura.
lesson-feeding-try-little = Tre mosse danno semi a Nord. Trova quella che non gli regala nessuna cattura.
lesson-feeding-hint-little = Le tue case grandi danno un seme a ogni casa di Nord, anche alla casa 6, e quella arriva alla tua fila.
lesson-feeding-try-little-ok = Un solo seme per Nord, nella casa 1, e non può arrivare alla tua fila. Dare da mangiare non vuol dire dare tanto!
lesson-feeding-wrong-much = Così riempi tutte e sei le case di Nord. Poi la casa 6 di Nord lascia cadere il suo seme nella tua casa 1 e la porta a 2: catturati.
