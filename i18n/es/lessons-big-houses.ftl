# Lección "big-houses".

lesson-big-houses-intro = Mira tu casa 6: ¡12 semillas! Solo hay otras 11 casas, así que la siembra da la vuelta entera al tablero. Cuando vuelve a la casa de la que salió, se la salta: esa casa se queda vacía.
lesson-big-houses-watch = Mira cómo dan la vuelta las 12 semillas: pasan por las seis casas de Norte y por tus casas de la 1 a la 5, saltan por encima de tu casa 6, que está vacía, y siguen hasta la casa 1 de Norte.
lesson-big-houses-watch-after = Todas las demás casas recibieron una semilla, y la casa 1 de Norte, dos. La casa de salida se quedó vacía: la siembra siempre se la salta.
lesson-big-houses-q-last = Tu casa 4 tiene 13 semillas. Si la siembras, ¿dónde cae la última semilla?
lesson-big-houses-hint-eleven = Una vuelta completa usa 11 semillas, no 12, porque te saltas la casa de salida.
lesson-big-houses-q-last-why = Con 11 semillas das una vuelta y vuelves a tu casa 4. Te la saltas, así que la semilla 12 va a tu casa 5 y la 13 a tu casa 6.
lesson-big-houses-q-count = La misma casa 4 con 13 semillas. Tu casa 5 está vacía. ¿Cuántas semillas tendrá después de la siembra?
lesson-big-houses-q-count-why = 2: una en la primera vuelta y otra más en la segunda.
lesson-big-houses-try = Haz que tu última semilla caiga en la casa 2 de Norte. ¡Solo una casa grande puede llegar hasta allí!
lesson-big-houses-hint-eighteen = Tu casa 1 tiene 18 semillas. Con 11 das una vuelta y te quedan 7. Cuenta 7 casas a partir de tu casa 1.
lesson-big-houses-try-ok = ¡Qué bien contado! 11 semillas para dar la vuelta y 7 más: tus casas de la 2 a la 6, la casa 1 de Norte y la casa 2 de Norte.
lesson-big-houses-wrong-small = Esas pocas semillas no llegan lejos. ¿Qué casa tiene semillas suficientes para dar la vuelta entera?
lesson-big-houses-why-build = Las casas grandes son fuertes. Pueden llegar a cualquier casa del tablero, y una casa con muchas semillas no se puede capturar, porque para capturar hace falta un 2 o un 3. A veces los buenos jugadores guardan muchas semillas en una casa para hacer una gran jugada más adelante.
lesson-big-houses-try-capture = Tu casa 4 es grande y puede capturar. ¡Captura todas las semillas que puedas!
lesson-big-houses-hint-fifteen = 15 semillas: con 11 das una vuelta y te quedan 4. ¿Adónde van esas 4?
lesson-big-houses-try-capture-ok = ¡Genial! Después de una vuelta, las últimas 4 semillas fueron a tus casas 5 y 6 y a las casas 1 y 2 de Norte. Esas dos casas de Norte recibieron así su segunda semilla y se quedaron con 2: ¡4 semillas capturadas!
