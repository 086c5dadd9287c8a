# Lezione "feeding".

lesson-feeding-rule = La fila di Nord è completamente vuota. Nel Wahree non si lascia l'avversario a digiuno: se una delle tue mosse può mettere semi nella sua fila, devi scegliere una mossa che lo faccia.
lesson-feeding-q-moves = Hai semi in cinque case. Quante di queste puoi giocare adesso?
lesson-feeding-hint-reach = Una casa arriva alla fila di Nord se ha almeno tanti semi quanti sono i passi per arrivarci: 1 dalla tua casa 6, 2 dalla tua casa 5, 3 dalla tua casa 4, e così via.
lesson-feeding-q-moves-why = Solo 2: la tua casa 5 (2 semi) e la tua casa 6 (4 semi) arrivano alla fila di Nord. Le altre lascerebbero Nord senza niente, quindi adesso non si possono giocare.
lesson-feeding-try-only = Nord non ha più semi. Trova la mossa che gliene dà.
lesson-feeding-try-only-ok = Giusto: solo la tua casa 5 ha abbastanza semi per arrivare di là.
lesson-feeding-try-kind = Tutte e due le tue mosse danno semi a Nord. Ma una delle due gli regala una cattura alla mossa dopo. Dagli da mangiare senza correre rischi!
lesson-feeding-hint-after = Immagina ogni mossa, poi guarda le case di Nord: qualcuna può arrivare a una tua casa con 1 o 2 semi?
lesson-feeding-try-kind-ok = Ben pensato! Nord riceve un seme, e quel seme non arriva alla tua fila.
lesson-feeding-wrong-gift = Così dai semi a Nord, ma il tuo ultimo seme è finito nella tua casa 1, e il nuovo seme nella casa 6 di Nord ci arriva: la porta a 2 e la cattura.
lesson-feeding-q-cannot = Ti resta un solo seme, nella tua casa 6. Se lo semini, la tua fila resta vuota e Nord dovrebbe darti dei semi, ma i suoi semi non arrivano fino a te. Così la partita finisce e ognuno prende i semi che ha dalla sua parte. Con quanti semi finirà Nord?
lesson-feeding-q-cannot-why = 26: i 22 del magazzino di Nord, più i 3 semi della sua casa 1 e quello che ci hai seminato tu.
