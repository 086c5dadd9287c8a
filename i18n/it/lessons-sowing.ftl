# Lezione "sowing".

lesson-sowing-how = Per fare una mossa, prendi tutti i semi di una delle tue case. Poi lasciali cadere uno alla volta nelle case che vengono dopo: lungo la tua fila verso destra, poi di là, nella fila di Nord. Si gira tutto intorno al tavoliere, sempre nello stesso verso. Questa è la semina.
lesson-sowing-watch-south = Guarda: Sud prende i 4 semi della casa 3 e ne lascia cadere uno in ciascuna delle quattro case che seguono.
lesson-sowing-watch-south-after = Ora la casa 3 è vuota, e le quattro case dopo hanno un seme in più ciascuna. L'ultimo seme è passato di là, nella casa 1 di Nord.
lesson-sowing-q-count = All'inizio della partita la tua casa 4 ha 4 semi. Se semini la tua casa 3, quanti semi avrà la tua casa 4?
lesson-sowing-q-count-why = 5: il primo seme della casa 3 cade proprio nella casa successiva, cioè la tua casa 4.
lesson-sowing-q-last = La tua casa 5 ha 4 semi. Se la semini, in quale casa cade l'ultimo seme?
lesson-sowing-hint-one-each = Un seme per casa, cominciando da quella subito dopo la casa che hai svuotato.
lesson-sowing-q-last-why = Un seme nella tua casa 6, poi uno nelle case 1, 2 e 3 di Nord. Il quarto e ultimo seme cade nella casa 3 di Nord.
lesson-sowing-watch-north = Nord semina allo stesso modo e gira nello stesso verso: prima lungo la sua fila, poi di qua, nella tua.
lesson-sowing-watch-north-after = I semi di Nord sono caduti nelle sue case 5 e 6, poi nelle tue case 1 e 2. Seminando, i semi passano da una parte all'altra: ogni seme è di chi possiede la casa in cui si trova.
lesson-sowing-try-cross = Tocca a te. Semina in modo che l'ultimo seme cada nella casa 1 di Nord, quella proprio di fronte alla tua casa 6.
lesson-sowing-hint-cross = Quattro semi vanno avanti di quattro case. Quale delle tue case è a quattro passi dalla casa 1 di Nord?
lesson-sowing-try-cross-ok = Esatto! Quattro semi dalla tua casa 3: nelle case 4, 5 e 6, e poi nella casa 1 di Nord.
lesson-sowing-wrong-short = I tuoi semi si sono fermati prima di arrivarci. Conta di nuovo fin dove arriva ogni casa.
lesson-sowing-wrong-far = I tuoi semi sono andati troppo in là. Scegli una casa più a sinistra.
lesson-sowing-try-own = Adesso fai cadere l'ultimo seme nella tua casa 6. Prima conta i semi di ogni casa!
lesson-sowing-hint-count = Una casa con 4 semi arriva quattro case più in là. Quale casa è alla distanza giusta dalla tua casa 6?
lesson-sowing-try-own-ok = Hai contato bene! La tua casa 2 ha 4 semi: uno nella casa 3, poi nella 4, nella 5 e nella 6.
