# Lección "wipe-out".

lesson-wipe-out-rule = A Norte le queda una sola semilla. Si tu captura se lleva todas las semillas de la fila de Norte, es un borrado: la partida termina en el acto y además recoges todas las semillas que quedan en el tablero, también las de tu lado.
lesson-wipe-out-q-total = Tienes 20 semillas en tu almacén. Siembra tu casa 6 y le harás un borrado a Norte. ¿Con cuántas semillas terminarás la partida?
lesson-wipe-out-hint-sweep = Cuenta la captura y suma todas las semillas que quedan en tu fila.
lesson-wipe-out-q-total-why = 28: las 20 que tenías, 2 capturadas y las 6 semillas que siguen en tu fila.
lesson-wipe-out-watch = Mira el borrado.
lesson-wipe-out-watch-after = La fila de Norte está vacía, así que la partida ha terminado. Sur recoge todo el tablero y gana 28 a 20.
lesson-wipe-out-oware = El Wahree es de la misma familia que el Oware, que se juega en África occidental. En el Oware clásico no se permite una captura que se lleve todas las semillas del rival. En el Wahree sí, y con una sola jugada se puede ganar la partida.
lesson-wipe-out-try-find = ¡Encuentra el borrado!
lesson-wipe-out-hint-every = Norte tiene semillas en dos casas. Necesitas una jugada que capture las dos.
lesson-wipe-out-try-find-ok = ¡Borrado! Tus dos semillas hicieron un 2 y un 3, la cadena se llevó las dos casas y el tablero es tuyo.
lesson-wipe-out-wrong-one-left = Capturaste la casa 1 de Norte, pero en la casa 2 aún quedan semillas: no hay borrado.
lesson-wipe-out-wrong-nothing = Esa semilla se queda en tu fila: ninguna captura.
lesson-wipe-out-try-avoid = Ahora es al revés: el peligro es para ti. Norte tiene 2 semillas en su casa 6, y llegan a tus casas 1 y 2. Encuentra la jugada que te deja a salvo: ni borrado, ni nada que Norte pueda capturar.
lesson-wipe-out-hint-north-reach = Las dos semillas de Norte caerán en tus casas 1 y 2. Si las dos se quedan con 2 o 3 y no te queda nada más en la fila, lo pierdes todo.
lesson-wipe-out-hint-last-seed = La última semilla de Norte cae en tu casa 2. ¿Puedes dejar vacía tu casa 2 antes de que llegue?
lesson-wipe-out-try-avoid-ok = ¡A salvo! Ahora las semillas de Norte dejan tu casa 2 con solo 1, así que no hay ninguna captura.
lesson-wipe-out-wrong-exposed = Ahora solo te quedan las casas 1 y 2, con una semilla cada una. Las dos semillas de Norte las dejan con 2, y la cadena se lleva toda tu fila.
lesson-wipe-out-wrong-gives-three = Esta vez no hay borrado, porque tu casa 6 todavía tiene una semilla. Pero ahora tu casa 2 tiene 2: la última semilla de Norte la deja con 3 y la captura. Busca una jugada que no le deje a Norte nada que capturar.
