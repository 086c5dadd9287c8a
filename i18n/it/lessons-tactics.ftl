# Lezione "tactics".

lesson-tactics-weak = Le case con 1 o 2 semi sono deboli: basta un seme di Nord per portarle a 2 o a 3. Qui le tue case 1, 2 e 6 hanno un seme ciascuna, e la casa 6 di Nord ha 2 semi che arrivano alle tue case 1 e 2.
lesson-tactics-try-defend = Trova la mossa che lascia a Nord la cattura più piccola possibile.
lesson-tactics-hint-their-reach = La casa 6 di Nord ha 2 semi: cadranno nelle tue case 1 e 2.
lesson-tactics-hint-after = Per ogni tua mossa, immagina come sarà la tua fila dopo. I semi di Nord ci farebbero un 2 o un 3?
lesson-tactics-try-defend-ok = Perfetto. Adesso la tua casa 2 è vuota, quindi l'ultimo seme di Nord ci resta da solo: niente da catturare.
lesson-tactics-wrong-makes-two = Ora la tua casa 2 ha 2 semi. L'ultimo seme di Nord la porta a 3, e Nord la cattura.
lesson-tactics-wrong-wipe = Ora ti restano solo le case 1 e 2, con un seme ciascuna. Nord le trasforma in due 2 e ti cancella.
lesson-tactics-reach = Prima di scegliere una mossa, conta fin dove arriva ogni casa. La tua casa 3 ha 5 semi: arriva cinque case più in là.
lesson-tactics-q-reach = Dove cade l'ultimo seme della tua casa 3?
lesson-tactics-hint-count-on = Conta le case una dopo l'altra: 4, 5, 6, poi la 1 e la 2 di Nord, e così via.
lesson-tactics-q-reach-why = Le tue case 4, 5 e 6, poi le case 1 e 2 di Nord. Il quinto seme cade nella casa 2 di Nord.
lesson-tactics-try-best = Ora cattura più semi che puoi.
lesson-tactics-try-best-ok = Ottimo! La tua casa 3 e la tua casa 5 finiscono tutte e due nella casa 2 di Nord e catturano 5 semi: andavano benissimo entrambe.
lesson-tactics-big-house = Un'ultima idea: la tua casa 1 ha 14 semi. Non avere fretta di giocarla. Più avanti nella partita, quando le case di Nord saranno quasi vuote, una casa grande che fa tutto il giro può trasformarne molte in 2 e in 3 in un colpo solo.
