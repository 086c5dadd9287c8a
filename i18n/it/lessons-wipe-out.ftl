# Lezione "wipe-out".

lesson-wipe-out-rule = A Nord è rimasto un solo seme. Se la tua cattura prende tutti i semi della fila di Nord, è una cancellazione: la partita finisce subito, e tu raccogli anche tutti i semi rimasti sul tavoliere, perfino quelli dalla tua parte.
lesson-wipe-out-q-total = Nel tuo magazzino hai 20 semi. Se semini la tua casa 6, fai una cancellazione. Con quanti semi finirai la partita?
lesson-wipe-out-hint-sweep = Conta i semi catturati, poi aggiungi tutti i semi rimasti nella tua fila.
lesson-wipe-out-q-total-why = 28: i 20 che avevi, i 2 catturati e i 6 semi ancora nella tua fila.
lesson-wipe-out-watch = Guarda la cancellazione.
lesson-wipe-out-watch-after = La fila di Nord è vuota, quindi la partita è finita. Sud raccoglie tutti i semi del tavoliere e vince 28 a 20.
lesson-wipe-out-oware = Il Wahree è della stessa famiglia dell'Oware, che si gioca in Africa occidentale. Nell'Oware classico non si può fare una cattura che prenderebbe tutti i semi dell'avversario. Nel Wahree invece sì, e con una mossa sola puoi vincere la partita.
lesson-wipe-out-try-find = Trova la cancellazione!
lesson-wipe-out-hint-every = Nord ha semi in due case. Ti serve una mossa che le catturi tutte e due.
lesson-wipe-out-try-find-ok = Cancellazione! I tuoi due semi hanno fatto un 2 e un 3, la catena li ha presi entrambi e il tavoliere è tuo.
lesson-wipe-out-wrong-one-left = Hai catturato la casa 1 di Nord, ma nella casa 2 ci sono ancora semi: niente cancellazione.
lesson-wipe-out-wrong-nothing = Quel seme resta nella tua fila: nessuna cattura.
lesson-wipe-out-try-avoid = Adesso il pericolo è per te. Nord ha 2 semi nella sua casa 6, e arrivano fino alle tue case 1 e 2. Trova la mossa che ti mette davvero al sicuro: Nord non deve poterti cancellare, e non deve poter catturare proprio niente.
lesson-wipe-out-hint-north-reach = I due semi di Nord cadranno nelle tue case 1 e 2. Se arrivano tutte e due a 2 o a 3 e nella tua fila non resta nient'altro, perdi tutto.
lesson-wipe-out-hint-last-seed = L'ultimo seme di Nord cade nella tua casa 2. Riesci a svuotarla prima che arrivi?
lesson-wipe-out-try-avoid-ok = Sei al sicuro! Adesso l'ultimo seme di Nord cade nella tua casa 2 vuota e ci resta da solo, quindi non c'è nessuna cattura.
lesson-wipe-out-wrong-exposed = Ora ti restano solo le case 1 e 2, con un seme ciascuna. I due semi di Nord le portano entrambe a 2, e la catena si prende tutta la tua fila.
lesson-wipe-out-wrong-gives-three = Questa volta niente cancellazione, perché nella tua casa 6 c'è ancora un seme. Però adesso la tua casa 2 ha 2 semi: l'ultimo seme di Nord la porta a 3 e la cattura. Trova una mossa che non lasci a Nord niente da catturare.
