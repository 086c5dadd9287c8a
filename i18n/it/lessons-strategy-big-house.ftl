# Lezione "strategy-big-house".

lesson-build-idea = Una casa grande è un tesoro. Nord non la può mai catturare, perché ha molti più di 3 semi, e arriva a ogni casa del tabellone. Non usarla troppo presto: gioca le tue case piccole, e aspetta il momento in cui i suoi semi trasformeranno molte case di Nord in 2 e 3. Qui la tua casa 2 ha 19 semi.
lesson-build-q-last = La tua casa 2 ha 19 semi. Dove cade l'ultimo?
lesson-build-q-last-why = 11 semi fanno un giro completo e ti riportano alla tua casa 2, che viene saltata. Gli altri 8 vanno nelle tue case da 3 a 6 e nelle case da 1 a 4 di Nord: l'ultimo cade nella casa 4 di Nord.
lesson-build-q-last-short = Lì cade il diciottesimo seme. Conta gli 8 semi che restano dopo il primo giro.
lesson-build-q-last-far = Una casa troppo in là: dopo il primo giro (11 semi) ne restano 8, e l'ottavo cade nella casa 4 di Nord.
lesson-build-watch = Guarda la casa grande fare il giro.
lesson-build-watch-after = Durante il giro ogni casa ha ricevuto un seme, e le case da 1 a 4 di Nord ne hanno ricevuto un secondo. Avevano 2, 2, 3 e 2 semi: la catena le ha prese tutte e quattro, 9 semi.
lesson-build-try-guided = La tua casa 5 ha 18 semi. Giocala e conta la catena.
lesson-build-try-guided-ok = Una catena di cinque case! Dopo la semina le case da 2 a 6 di Nord avevano 3, 2, 3, 2 e 2 semi: 12 semi con una mossa sola.
lesson-build-try-use = Adesso trova la mossa migliore senza aiuto.
lesson-build-try-use-ok = La tua casa grande ha fatto 3, 3, 2, 2 e 2 nelle case da 1 a 5 di Nord: 12 semi, e 30 nel tuo magazzino. È già una vittoria!
lesson-build-try-not-yet = La tua casa 4 è cresciuta fino a 15 semi. È il momento di giocarla? Cattura più semi che puoi.
lesson-build-hint-count-first = Prima di giocare la tua casa grande, conta dove cadrebbe il suo ultimo seme e quanti semi avrebbe allora quella casa.
lesson-build-try-not-yet-ok = Giusto! La tua casa 6 ha portato le case 1 e 2 di Nord a 2 e 3: 5 semi. La tua casa grande non si è svuotata: continua a crescere e aspetta un momento migliore.
lesson-build-wrong-spent = La tua casa grande ha fatto tutto il giro, ma il suo ultimo seme è caduto nella casa 2 di Nord, che così aveva 4 semi: niente da catturare, e hai sprecato il tuo tesoro. Tienila da parte per un momento migliore.
lesson-build-wait = A volte conviene aspettare. Ogni seme che aggiungi alla tua casa grande manda il suo ultimo seme una casa più in là nella fila di Nord.
lesson-build-try-wait = La tua casa grande potrebbe catturare 11 semi subito. Puoi fare di meglio? Assicurati almeno 26 semi entro due mosse.
lesson-build-hint-one-more = Dai un seme in più alla tua casa grande: dove cadrebbe allora il suo ultimo seme?
lesson-build-try-wait-ok = Un seme in più fa 19. Nord deve spostare il suo ultimo seme nella sua casa 6, e alla mossa dopo la tua casa grande finisce proprio lì: ogni casa della fila di Nord ha 2 o 3 semi, e la catena le prende tutte. Una cancellazione!
lesson-build-wrong-now = 25 semi subito va bene, ma aspetta: con un seme in più, alla prossima mossa la tua casa grande prende molto di più.
lesson-build-wrong-same = La tua casa grande ha ancora 18 semi, quindi alla prossima mossa il suo ultimo seme cade dove cadrebbe adesso. Dalle piuttosto un seme in più.
lesson-build-game = Adesso gioca la partita fino alla fine contro il computer. La tua casa 4 ha 17 semi.
lesson-build-game-hint = Non avere fretta con la tua casa grande. Gioca prima le case con un seme solo e guarda dove va il seme di Nord: poi colpisci.
lesson-build-game-won = Messa da parte con pazienza e usata al momento giusto: la tua casa grande ti ha ripagato!
lesson-build-game-lost = Questa volta i semi non sono bastati. La tua casa grande è più forte quando i semi di Nord stanno dove cadranno i suoi ultimi semi: aspetta quel momento. Ricomincia!
