# Lección "capturing".

lesson-capturing-rule = Así se ganan semillas. Si tu última semilla cae en una casa de Norte y esa casa se queda con 2 o 3 semillas, ni más ni menos, las capturas: van a tu almacén. Mira la casa 1 de Norte: tiene 2 semillas.
lesson-capturing-watch = Mira cómo Sur siembra la única semilla de la casa 6.
lesson-capturing-watch-after = La semilla dejó la casa 1 de Norte con 3, así que Sur capturó las 3 semillas. Solo la última semilla de una siembra puede capturar.
lesson-capturing-q-how-many = Tu casa 6 tiene una semilla y la casa 1 de Norte tiene una. ¿Cuántas semillas capturas si siembras tu casa 6?
lesson-capturing-q-how-many-why = 2: tu semilla deja la casa 1 de Norte con 2, y te llevas las dos.
lesson-capturing-try-first = ¡Haz tu primera captura!
lesson-capturing-hint-where = Busca una casa de Norte con 1 o 2 semillas. ¿Cuál de tus casas termina su siembra justo allí?
lesson-capturing-hint-one-more = Tu última semilla suma una: una casa con 1 pasa a 2, una casa con 2 pasa a 3.
lesson-capturing-try-first-ok = ¡Capturadas! Tu segunda semilla dejó la casa 1 de Norte con 2, y las dos semillas son tuyas.
lesson-capturing-wrong-four = Tu última semilla cayó en una casa que ya tenía 3. Ahora tiene 4, y un 4 no se puede capturar.
lesson-capturing-wrong-own-side = Esa semilla se quedó en tu fila. Solo puedes capturar en la fila de Norte.
lesson-capturing-try-best = Aquí hay dos jugadas que capturan. Encuentra la que gana más semillas.
lesson-capturing-hint-compare = Calcula cuántas semillas se llevaría cada captura y elige la mayor.
lesson-capturing-try-best-ok = ¡Sí! Tres semillas son más que dos. Cuenta siempre antes de elegir.
lesson-capturing-wrong-smaller = Así capturas 2 semillas. No está mal, pero otra jugada captura 3.
lesson-capturing-q-own-row = Siembra tu casa 2: la última semilla cae en tu casa 4, que se queda con 3. ¿Cuántas semillas capturas?
lesson-capturing-q-own-row-why = ¡Ninguna! Solo se captura en la fila del rival. Tus propias casas nunca las capturas tú.
lesson-capturing-north-too = Norte captura igual, en tu fila. Tus casas con 1 o 2 semillas están en peligro: una semilla de Norte puede dejarlas con 2 o 3.
