# Títulos y resúmenes de las lecciones, tal como los muestra la lista de lecciones.
# Los pasos de cada lección están en lessons-<lección>.ftl.

lesson-board-title = El tablero y el objetivo
lesson-board-summary = Conoce las doce casas, los dos almacenes y las 48 semillas, mira de quién es el turno y descubre cómo se gana.
lesson-sowing-title = La siembra
lesson-sowing-summary = Toma todas las semillas de una casa y suéltalas una a una: ¿adónde van a parar?
lesson-capturing-title = Capturar doses y treses
lesson-capturing-summary = Si tu última semilla deja una casa de tu rival con 2 o 3 semillas, esas semillas son tuyas.
lesson-chains-title = Capturas en cadena
lesson-chains-summary = Una captura puede traer otras detrás: mira hacia atrás en la fila.
lesson-wipe-out-title = El borrado
lesson-wipe-out-summary = Captura todo lo que le queda a tu rival y el tablero entero es tuyo: una regla propia del Wahree.
lesson-feeding-title = Alimentar al rival
lesson-feeding-summary = Cuando tu rival no tiene ni una semilla, tienes que darle alguna si puedes.
lesson-game-end-title = Cómo termina la partida
lesson-game-end-summary = Tres maneras de terminar, cómo se cuentan las semillas y qué pasa cuando la partida da vueltas sin fin.
lesson-big-houses-title = Las casas grandes dan la vuelta
lesson-big-houses-summary = Una casa con 12 semillas o más da la vuelta entera al tablero y se salta la casa de la que salió.
lesson-tactics-title = Primeras tácticas
lesson-tactics-summary = Protege tus casas débiles, piensa en la respuesta de tu rival, cuenta hasta dónde llegan tus semillas y elige la mejor captura.
lesson-build-title = Juntar semillas en una casa grande
lesson-build-summary = Deja crecer una casa, guárdala para el momento justo y luego da la vuelta al tablero con ella.
lesson-feed-safe-title = Alimentar sin riesgo
lesson-feed-safe-summary = Cuando tengas que alimentar, da pocas semillas y déjalas lejos de tu propia fila.
lesson-no-wipe-title = Que no te borren
lesson-no-wipe-summary = Fíjate cuándo Norte podría llevarse toda tu fila y deja una semilla donde Norte no llegue.
lesson-ahead-title = Terminar la partida cuando vas ganando
lesson-ahead-summary = Deja a tu rival sin semillas, guarda jugadas de reserva en tu fila y asegúrate de llegar a 25.
lesson-story-title = El Wahree en Santa Cruz
lesson-story-summary = Una historia para leer cuando quieras: de dónde viene el juego, cómo casi se olvidó y cómo las escuelas lo trajeron de vuelta.
