# Lezione "strategy-no-wipe-out".

lesson-no-wipe-idea = Una cancellazione contro di te fa finire la partita e dà a Nord tutti i semi del tabellone. Sei in pericolo quando la tua fila ha pochi semi, tutti in case che gli ultimi semi di Nord possono trasformare in 2 e 3 con una sola catena. Qui la tua fila ha 3 semi, e la casa 6 di Nord arriva alla tua casa 1.
lesson-no-wipe-watch = Guarda che cosa succede se Sud si prende i 2 semi della casa 1 di Nord.
lesson-no-wipe-watch-after = Sud ha catturato 2 semi, ma poi gli è rimasta solo la casa 1, con 2 semi. Il seme di Nord l'ha portata a 3, ed era tutta la fila di Sud: una cancellazione. Nord ha raccolto tutti i semi del tabellone e ha vinto.
lesson-no-wipe-try-guided = La stessa posizione. Gioca la casa cerchiata: sparpaglia i tuoi semi, così Nord non li può prendere tutti.
lesson-no-wipe-try-guided-ok = Al sicuro! I tuoi semi ora sono nelle tue case 2, 3 e 6. I semi di Nord arrivano solo alla tua casa 1, che è vuota: niente cattura, e tanto meno una cancellazione.
lesson-no-wipe-try-keep = I semi di Nord possono arrivare alla tua casa 1. Trova la mossa che non permette a Nord di cancellarti.
lesson-no-wipe-hint-north = Quale casa di Nord può far cadere il suo ultimo seme nella tua fila? Quali tue case resterebbero allora?
lesson-no-wipe-try-keep-ok = Giusto: i tuoi 3 semi restano fermi nella tua casa 6, dove i semi di Nord non arrivano. Finché stanno lì, Nord non può prendere tutta la tua fila.
lesson-no-wipe-wrong-keep = Adesso ti resta solo la tua casa 1, con 2 semi. La casa 5 di Nord ci fa cadere il suo ultimo seme e la porta a 3: è tutta la tua fila, una cancellazione.
lesson-no-wipe-q-cost = Qui Sud ha appena giocato la sua casa 6, e Nord può cancellare Sud con la sua casa 5. Con quanti semi finirebbe la partita Nord?
lesson-no-wipe-q-cost-why = 27: i 16 nel magazzino di Nord, 3 semi catturati dalla tua casa 1, e gli 8 semi rimasti nella fila di Nord, che la cancellazione raccoglie.
lesson-no-wipe-q-cost-capture = 16 più i 3 catturati fa 19, ma una cancellazione raccoglie anche tutti i semi rimasti sul tabellone.
lesson-no-wipe-q-cost-row = Conta la fila di Nord dopo la semina: la sua casa 5 è vuota, la sua casa 6 ha ricevuto un seme.
lesson-no-wipe-try-two = La casa 5 di Nord ha 3 semi. Questa volta non lasciare a Nord proprio niente da prendere, nemmeno una casa.
lesson-no-wipe-try-two-ok = Ben fatto! I semi di Nord portano la tua casa 1 a 2, ma l'ultimo cade nella tua casa 2, che era vuota: niente da catturare. Tutti i tuoi semi sono al sicuro.
lesson-no-wipe-wrong-two-three = La tua casa 6 si tiene il suo seme, quindi niente cancellazione. Però l'ultimo seme di Nord cade nella tua casa 2 e la porta a 3: Nord prende 3 semi. Trova la mossa che non lascia a Nord niente da prendere.
lesson-no-wipe-wrong-two = Adesso le tue case 1 e 2 hanno un seme ciascuna, e nient'altro. I semi di Nord le portano a 2 e 2, e la catena le prende tutte e due: una cancellazione.
lesson-no-wipe-try-far = La casa 4 di Nord ha 3 semi, e arrivano alla tua casa 1. Non lasciare che Nord ti cancelli.
lesson-no-wipe-hint-far = I 3 semi della casa 4 di Nord cadono nelle case 5 e 6 di Nord e nella tua casa 1. Che cosa avrà allora la tua fila?
lesson-no-wipe-try-far-ok = Sì: il tuo seme è passato nella tua casa 2, dove Nord non arriva, e la tua casa 6 si tiene il suo seme.
lesson-no-wipe-wrong-far = Adesso la tua casa 1 ha il tuo unico seme. L'ultimo seme di Nord la porta a 2, e Nord prende tutta la tua fila.
lesson-no-wipe-game = Adesso una partita contro il computer. Non farti cancellare da Nord, e finisci con almeno 25 semi.
lesson-no-wipe-game-hint = La casa 5 di Nord arriva alle tue case 1 e 2. Non lasciare che quelle due case siano tutto quello che hai.
lesson-no-wipe-game-won = Hai tenuto al sicuro la tua fila e hai raggiunto i 25 semi!
lesson-no-wipe-game-lost = Non ancora. Prima di ogni mossa, guarda dove arrivano i semi di Nord nella tua fila, e tieni un seme fuori dalla loro portata. Ricomincia!
