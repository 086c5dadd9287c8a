# Lezione "tactics".

lesson-tactics-weak = Le case con 1 o 2 semi sono deboli: un seme di Nord le trasforma in 2 o 3. Qui le tue case 1, 2 e 6 hanno un seme ciascuna, e la casa 6 di Nord ha 2 semi che cadranno nelle tue case 1 e 2.
lesson-tactics-try-guided = Gioca la casa cerchiata, poi guarda la risposta di Nord.
lesson-tactics-try-guided-ok = Al sicuro! La tua casa 2 ora è vuota, quindi l'ultimo seme di Nord ci fa solo un 1: niente da catturare.
lesson-tactics-answer = Prima di giocare, chiediti sempre: che cosa farà Nord dopo? Qui tocca a Nord. La casa 6 di Nord ha 4 semi, e cadono nelle tue case 1, 2, 3 e 4.
lesson-tactics-q-threat = Se Nord semina dalla sua casa 6, quanti dei tuoi semi cattura?
lesson-tactics-hint-north-count = Aggiungi un seme a ognuna delle tue case da 1 a 4. Dove cade l'ultimo, e quanti semi ha allora quella casa?
lesson-tactics-q-threat-why = 3: l'ultimo seme porta la tua casa 4 a 3 semi, e Nord se li prende. La tua casa 3 allora ne ha solo 1, quindi la catena si ferma.
lesson-tactics-q-threat-none = Guarda la tua casa 4: adesso ha 2 semi, e l'ultimo seme di Nord cade proprio lì.
lesson-tactics-q-threat-two = La tua casa 4 adesso ha 2 semi; con l'ultimo seme di Nord ne ha 3, e Nord li prende tutti e 3.
lesson-tactics-try-defend = Una delle tue mosse cattura 2 semi, ma attenzione: Nord risponde. Trova la mossa che lascia catturare a Nord meno semi possibile.
lesson-tactics-hint-their-reach = La casa 6 di Nord ha 4 semi: cadono nelle tue case da 1 a 4. La casa 3 di Nord ne ha 5: arrivano alle tue case 1 e 2.
lesson-tactics-hint-after = Per ogni tua mossa, immagina la tua fila dopo. L'ultimo seme di Nord lì farebbe un 2 o un 3?
lesson-tactics-try-defend-ok = Perfetto. La tua casa 4 ora ha 3 semi, quindi l'ultimo seme di Nord la porta a 4: Nord non cattura niente.
lesson-tactics-wrong-grab = Catturi 2 semi, ma poi la casa 6 di Nord fa cadere il suo ultimo seme nella tua casa 4 e la porta a 3: Nord ne prende 3, più di quanti ne hai presi tu.
lesson-tactics-reach = Prima di scegliere una mossa, conta fin dove arriva ogni casa. La tua casa 3 ha 5 semi: arriva cinque case più in là.
lesson-tactics-q-reach = Dove cade l'ultimo seme della tua casa 3?
lesson-tactics-hint-count-on = Conta le case una dopo l'altra: 4, 5, 6, poi la 1 e la 2 di Nord, e così via.
lesson-tactics-q-reach-why = Le tue case 4, 5 e 6, poi le case 1 e 2 di Nord. Il quinto seme cade nella casa 2 di Nord.
lesson-tactics-q-reach-short = La casa 1 di Nord riceve il quarto seme. Ce n'è un quinto.
lesson-tactics-q-reach-far = Cinque semi: le tue case 4, 5 e 6, poi le case 1 e 2 di Nord. La casa 3 di Nord è una casa troppo in là.
lesson-tactics-try-best = Ora cattura più semi che puoi.
lesson-tactics-try-best-ok = Ottimo! La tua casa 3 e la tua casa 5 finiscono tutte e due nella casa 2 di Nord e catturano 5 semi: andavano benissimo entrambe.
