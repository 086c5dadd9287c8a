# Lección "chains".

lesson-chains-rule = Después de una captura, mira la casa justo anterior, volviendo por donde vinieron las semillas. Si es de Norte y tiene 2 o 3 semillas, también la capturas. Luego miras la anterior a esa, y así sucesivamente. Eso es una cadena.
lesson-chains-watch = Mira cómo caen las 3 semillas de Sur en las casas 1, 2 y 3 de Norte.
lesson-chains-watch-after = La última semilla hizo un 2 en la casa 3 de Norte: capturada. Mirando hacia atrás, la casa 2 tenía 3 y la casa 1 tenía 2: también capturadas. ¡Tres casas y 7 semillas en una sola jugada!
lesson-chains-q-broken = Siembra tu casa 6 (3 semillas). ¿Cuántas semillas capturas?
lesson-chains-hint-look-back = Empieza por la casa donde cae la última semilla y mira una a una las casas anteriores.
lesson-chains-q-broken-why = Solo 3. La última semilla hace un 3 en la casa 3 de Norte, pero la casa anterior se queda con solo 1: la cadena se corta ahí, aunque la casa 1 de Norte tenga 3.
lesson-chains-try-longest = Captura semillas en todas las casas de Norte que puedas.
lesson-chains-hint-five = Tu casa 4 tiene 5 semillas. ¿Dónde cae su última semilla y qué hay detrás?
lesson-chains-try-longest-ok = ¡Tres casas de golpe! La cadena fue hacia atrás desde la casa 3 de Norte hasta la casa 1.
lesson-chains-wrong-two = Dos casas, muy bien, pero otra jugada hace una cadena de tres.
lesson-chains-wrong-nothing = Esa semilla se queda en tu fila: no hay captura.
lesson-chains-try-most = Captura todas las semillas que puedas.
lesson-chains-try-most-ok = ¡Una cadena de dos casas: 5 semillas! Es más que el 3 solitario de la casa de al lado.
lesson-chains-wrong-single = Capturaste 3, pero una cadena te habría dado más.
lesson-chains-wrong-four = Tu última semilla cayó en una casa con 3, que ahora tiene 4: no hay captura.
lesson-chains-q-edge = Siembra tu casa 5: la última semilla hace un 2 en la casa 1 de Norte, y tu propia casa 6 también se queda con 2. ¿Cuántas semillas capturas?
lesson-chains-q-edge-why = 2. La cadena se detiene al final de la fila de Norte: nunca vuelve a tus casas.
