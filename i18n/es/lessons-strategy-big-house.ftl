# Lección "strategy-big-house".

lesson-build-idea = Una casa grande es un tesoro. Norte nunca puede capturarla, porque tiene mucho más de 3 semillas, y llega a cualquier casa del tablero. No la gastes demasiado pronto: juega tus casas pequeñas y espera el momento en que sus semillas conviertan muchas casas de Norte en 2 y 3. Aquí tu casa 2 tiene 19 semillas.
lesson-build-q-last = Tu casa 2 tiene 19 semillas. ¿Dónde cae la última?
lesson-build-q-last-why = 11 semillas dan una vuelta completa hasta volver a tu casa 2, que se salta. Las otras 8 van a tus casas 3 a 6 y a las casas 1 a 4 de Norte: la última cae en la casa 4 de Norte.
lesson-build-q-last-short = Ahí cae la semilla 18. Cuenta las 8 semillas que quedan después de la primera vuelta.
lesson-build-q-last-far = Te pasaste por una casa: después de la primera vuelta (11 semillas) quedan 8, y la octava cae en la casa 4 de Norte.
lesson-build-watch = Mira cómo da la vuelta la casa grande.
lesson-build-watch-after = En la vuelta cada casa recibió una semilla, y las casas 1 a 4 de Norte recibieron una segunda. Quedaron con 2, 2, 3 y 2: la cadena se llevó las cuatro, 9 semillas.
lesson-build-try-guided = Tu casa 5 tiene 18 semillas. Juégala y cuenta la cadena.
lesson-build-try-guided-ok = ¡Una cadena de cinco casas! Después de la siembra, las casas 2 a 6 de Norte tenían 3, 2, 3, 2 y 2: 12 semillas en una sola jugada.
lesson-build-try-use = Ahora encuentra la mejor jugada sin ayuda.
lesson-build-try-use-ok = Tu casa grande hizo 3, 3, 2, 2 y 2 en las casas 1 a 5 de Norte: 12 semillas, y 30 en tu almacén. ¡Eso ya es una victoria!
lesson-build-try-not-yet = Tu casa 4 ya tiene 15 semillas. ¿Es el momento de jugarla? Captura todas las semillas que puedas.
lesson-build-hint-count-first = Antes de jugar tu casa grande, cuenta dónde caería su última semilla y cuántas semillas tendría entonces esa casa.
lesson-build-try-not-yet-ok = ¡Correcto! Tu casa 6 dejó las casas 1 y 2 de Norte con 2 y 3: 5 semillas. Tu casa grande se queda en su lugar, sigue creciendo y espera un momento mejor.
lesson-build-wrong-spent = Tu casa grande dio toda la vuelta, pero su última semilla cayó en la casa 2 de Norte, que quedó con 4: no capturaste nada y gastaste tu tesoro. Guarda tu casa grande para un momento mejor.
lesson-build-wait = A veces conviene esperar. Cada semilla que le agregas a tu casa grande manda su última semilla una casa más allá en la fila de Norte.
lesson-build-try-wait = Tu casa grande podría capturar 11 semillas ahora mismo. ¿Puedes hacerlo mejor? Asegúrate de tener al menos 26 semillas en dos jugadas.
lesson-build-hint-one-more = Dale una semilla más a tu casa grande: ¿dónde caería entonces su última semilla?
lesson-build-try-wait-ok = Con una semilla más, son 19. Norte tiene que mover su última semilla a su casa 6, y en la siguiente jugada tu casa grande termina justo ahí: cada casa de la fila de Norte tiene 2 o 3, y la cadena se las lleva todas. ¡Un borrado!
lesson-build-wrong-now = Tener 25 semillas ahora está bien, pero espera: con una semilla más, en la siguiente jugada tu casa grande se lleva mucho más.
lesson-build-wrong-same = Tu casa grande sigue teniendo 18 semillas, así que en la siguiente jugada su última semilla cae donde caería ahora. Mejor dale una semilla más.
lesson-build-game = Ahora juega la partida hasta el final contra la computadora. Tu casa 4 tiene 17 semillas.
lesson-build-game-hint = No te apresures con tu casa grande. Juega primero tus semillas sueltas y mira adónde va la semilla de Norte: después, ataca.
lesson-build-game-won = ¡Bien guardada y bien gastada! Tu casa grande valió la pena.
lesson-build-game-lost = Esta vez no alcanzaron las semillas. Tu casa grande es más fuerte cuando las semillas de Norte están donde van a caer sus últimas semillas: espera ese momento. ¡Empieza de nuevo!
