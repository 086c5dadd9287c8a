# Titoli e riassunti delle lezioni, come li mostra l'elenco delle lezioni.
# I passi di ogni lezione sono in lessons-<lezione>.ftl.

lesson-board-title = Il tavoliere e lo scopo del gioco
lesson-board-summary = Conosci le dodici case, i due magazzini e i 48 semi, e scopri come si vince.
lesson-sowing-title = La semina
lesson-sowing-summary = Prendi tutti i semi di una casa e lasciali cadere uno alla volta: dove vanno a finire?
lesson-big-houses-title = Le case grandi fanno tutto il giro
lesson-big-houses-summary = Una casa con 12 semi o più fa tutto il giro del tavoliere e salta la casa da cui è partita.
lesson-capturing-title = Catturare i 2 e i 3
lesson-capturing-summary = Se il tuo ultimo seme porta una casa dell'avversario a 2 o a 3 semi, quei semi sono tuoi.
lesson-chains-title = Catture a catena
lesson-chains-summary = Una cattura può trascinarsene dietro altre: guarda indietro lungo la fila.
lesson-feeding-title = Dare da mangiare all'avversario
lesson-feeding-summary = Quando l'avversario è rimasto senza semi, devi dargliene qualcuno, se puoi.
lesson-wipe-out-title = La cancellazione
lesson-wipe-out-summary = Cattura tutto quello che resta all'avversario e il tavoliere è tuo: una regola tutta del Wahree.
lesson-game-end-title = Come finisce la partita
lesson-game-end-summary = I tre modi in cui finisce una partita, come si contano i semi e cosa succede quando il gioco gira in tondo.
lesson-tactics-title = Prime strategie
lesson-tactics-summary = Proteggi le case deboli, conta fin dove arrivano i semi e scegli la cattura migliore.
lesson-story-title = Il Wahree a Santa Croce
lesson-story-summary = Da dove viene il gioco, come è stato quasi dimenticato e come le scuole lo hanno fatto rinascere.
