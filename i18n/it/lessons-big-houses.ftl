# Lezione "big-houses".

lesson-big-houses-intro = Guarda la tua casa 6: ha 12 semi! Le altre case sono solo 11, quindi la semina fa tutto il giro del tavoliere. Quando torna alla casa da cui è partita, la salta: quella casa resta vuota.
lesson-big-houses-watch = Guarda i 12 semi fare il giro: le sei case di Nord, poi le tue case da 1 a 5, un salto oltre la tua casa 6 vuota, e avanti fino alla casa 1 di Nord.
lesson-big-houses-watch-after = Tutte le altre case hanno ricevuto un seme, e la casa 1 di Nord due. La casa di partenza è rimasta vuota: viene sempre saltata.
lesson-big-houses-q-last = La tua casa 4 ha 13 semi. Se la semini, dove cade l'ultimo seme?
lesson-big-houses-hint-eleven = Un giro completo usa 11 semi, non 12, perché la casa di partenza viene saltata.
lesson-big-houses-q-last-why = Con 11 semi fai un giro e torni alla tua casa 4. La salti, quindi il dodicesimo seme va nella tua casa 5 e il tredicesimo nella tua casa 6.
lesson-big-houses-q-count = Sempre la casa 4 con 13 semi. La tua casa 5 è vuota. Quanti semi avrà dopo la semina?
lesson-big-houses-q-count-why = 2: un seme al primo giro e un altro al secondo.
lesson-big-houses-try = Fai cadere l'ultimo seme nella casa 2 di Nord. Solo una casa grande può arrivarci!
lesson-big-houses-hint-eighteen = La tua casa 1 ha 18 semi. Con 11 fai un giro e te ne restano 7. Conta 7 case a partire dalla tua casa 1.
lesson-big-houses-try-ok = Hai contato benissimo! 11 semi per fare il giro, poi altri 7: nelle tue case da 2 a 6, nella casa 1 di Nord e nella casa 2 di Nord.
lesson-big-houses-wrong-small = Quei pochi semi non vanno lontano. Quale casa ha abbastanza semi per fare tutto il giro?
lesson-big-houses-why-build = Le case grandi sono forti. Possono arrivare in qualunque casa del tavoliere, e una casa con tanti semi non si può catturare, perché per catturare ci vuole un 2 o un 3. A volte i bravi giocatori mettono da parte tanti semi in una casa, per fare una grande mossa più avanti.
lesson-big-houses-try-capture = La tua casa 4 è grande e può catturare. Cattura più semi che puoi!
lesson-big-houses-hint-fifteen = 15 semi: con 11 fai un giro e ne restano 4. Dove vanno quei 4?
lesson-big-houses-try-capture-ok = Fantastico! Dopo un giro, gli ultimi 4 semi sono andati nelle tue case 5 e 6 e nelle case 1 e 2 di Nord. Quelle due case di Nord hanno ricevuto il loro secondo seme e sono diventate dei 2: 4 semi catturati.
