# Titoli e riassunti delle lezioni, come li mostra l'elenco delle lezioni.
# I passi di ogni lezione sono in lessons-<lezione>.ftl.

lesson-board-title = Il tabellone e lo scopo del gioco
lesson-board-summary = Scopri le dodici case, i due magazzini e i 48 semi, di chi è il turno, e come si vince.
lesson-sowing-title = La semina
lesson-sowing-summary = Prendi tutti i semi di una casa e lasciali cadere uno alla volta: dove vanno a finire?
lesson-capturing-title = Catturare i 2 e i 3
lesson-capturing-summary = Se il tuo ultimo seme porta una casa dell'avversario a 2 o a 3 semi, quei semi sono tuoi.
lesson-chains-title = Catture a catena
lesson-chains-summary = Una cattura può trascinarsene dietro altre: guarda indietro lungo la fila.
lesson-wipe-out-title = La cancellazione
lesson-wipe-out-summary = Cattura tutto quello che resta all'avversario e il tabellone è tuo: una regola tutta del Wahree.
lesson-feeding-title = Dare da mangiare all'avversario
lesson-feeding-summary = Quando l'avversario è rimasto senza semi, devi dargliene qualcuno, se puoi.
lesson-game-end-title = Come finisce la partita
lesson-game-end-summary = I tre modi in cui finisce una partita, come si contano i semi e cosa succede quando il gioco gira in tondo.
lesson-big-houses-title = Le case grandi fanno tutto il giro
lesson-big-houses-summary = Una casa con 12 semi o più fa tutto il giro del tabellone e salta la casa da cui è partita.
lesson-tactics-title = Prime tattiche
lesson-tactics-summary = Proteggi le tue case deboli, pensa alla risposta dell'avversario, conta fin dove arrivano i semi e scegli la cattura migliore.
lesson-build-title = Mettere da parte una casa grande
lesson-build-summary = Lascia crescere una casa, tienila per il momento giusto, poi falle fare il giro del tabellone.
lesson-feed-safe-title = Dare semi senza rischi
lesson-feed-safe-summary = Quando devi dare semi, danne pochi, e lontano dalla tua fila.
lesson-no-wipe-title = Non farti cancellare
lesson-no-wipe-summary = Accorgiti di quando Nord potrebbe prendere tutta la tua fila, e tieni un seme dove Nord non arriva.
lesson-ahead-title = Chiudere la partita in vantaggio
lesson-ahead-summary = Lascia l'avversario senza semi, tieni mosse di riserva nella tua fila e assicurati i 25 semi.
lesson-story-title = Il Wahree a Santa Croce
lesson-story-summary = Una storia da leggere quando vuoi: da dove viene il gioco, come fu quasi dimenticato e come le scuole lo riportarono in vita.
