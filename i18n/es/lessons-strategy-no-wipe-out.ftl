# Lección "strategy-no-wipe-out".

lesson-no-wipe-idea = Un borrado en tu contra termina la partida y le da a Norte todas las semillas del tablero. Estás en peligro cuando tu fila tiene pocas semillas, todas en casas que las últimas semillas de Norte pueden convertir en 2 y 3 con una sola cadena. Aquí tu fila tiene 3 semillas, y la casa 6 de Norte llega a tu casa 1.
lesson-no-wipe-watch = Mira qué pasa si Sur se lleva las 2 semillas de la casa 1 de Norte.
lesson-no-wipe-watch-after = Sur capturó 2, pero luego solo le quedó la casa 1, con 2 semillas. La semilla de Norte la dejó con 3, y esa era toda la fila de Sur: un borrado. Norte se llevó todas las semillas del tablero y ganó.
lesson-no-wipe-try-guided = La misma posición. Juega la casa marcada con el círculo: reparte tus semillas para que Norte no pueda llevárselas todas.
lesson-no-wipe-try-guided-ok = ¡A salvo! Tus semillas están ahora en tus casas 2, 3 y 6. Las semillas de Norte solo llegan a tu casa 1, que está vacía: ninguna captura, y mucho menos un borrado.
lesson-no-wipe-try-keep = Las semillas de Norte pueden llegar a tu casa 1. Encuentra la jugada que no deja que Norte te borre.
lesson-no-wipe-hint-north = ¿Qué casa de Norte puede dejar caer su última semilla en tu fila? ¿Qué casas tuyas quedarían entonces?
lesson-no-wipe-try-keep-ok = Correcto: tus 3 semillas de la casa 6 se quedan quietas, donde las semillas de Norte no llegan. Mientras estén ahí, Norte no puede llevarse toda tu fila.
lesson-no-wipe-wrong-keep = Ahora solo te queda tu casa 1, con 2 semillas. La casa 5 de Norte deja caer ahí su última semilla y la deja con 3: es toda tu fila, un borrado.
lesson-no-wipe-q-cost = Aquí Sur acaba de jugar su casa 6, y Norte puede borrar a Sur con su casa 5. ¿Con cuántas semillas terminaría Norte la partida?
lesson-no-wipe-q-cost-why = 27: las 16 del almacén de Norte, 3 semillas capturadas de tu casa 1 y las 8 semillas que quedan en la fila de Norte, que el borrado se lleva.
lesson-no-wipe-q-cost-capture = 16 más las 3 capturadas son 19, pero un borrado también se lleva todas las semillas que quedan en el tablero.
lesson-no-wipe-q-cost-row = Cuenta la fila de Norte después de la siembra: su casa 5 queda vacía y su casa 6 recibió una semilla.
lesson-no-wipe-try-two = La casa 5 de Norte tiene 3 semillas. Esta vez, no dejes que Norte se lleve nada, ni siquiera una casa.
lesson-no-wipe-try-two-ok = ¡Muy bien! Las semillas de Norte dejan tu casa 1 con 2, pero la última cae en tu casa 2, que estaba vacía: no hay nada que capturar. Todas tus semillas están a salvo.
lesson-no-wipe-wrong-two-three = Tu casa 6 se queda con su semilla, así que no hay borrado. Pero la última semilla de Norte cae en tu casa 2 y la deja con 3: Norte se lleva 3 semillas. Encuentra la jugada que no le deja nada a Norte.
lesson-no-wipe-wrong-two = Ahora tus casas 1 y 2 tienen una semilla cada una, y nada más. Las semillas de Norte las dejan con 2 y 2, y la cadena se lleva las dos: un borrado.
lesson-no-wipe-try-far = La casa 4 de Norte tiene 3 semillas, y llegan a tu casa 1. No dejes que Norte te borre.
lesson-no-wipe-hint-far = Las 3 semillas de la casa 4 de Norte caen en las casas 5 y 6 de Norte y en tu casa 1. ¿Qué tendrá entonces tu fila?
lesson-no-wipe-try-far-ok = Sí: tu semilla pasó a tu casa 2, donde Norte no llega, y tu casa 6 se queda con su semilla.
lesson-no-wipe-wrong-far = Ahora tu casa 1 tiene tu única semilla. La última semilla de Norte la deja con 2, y Norte se lleva toda tu fila.
lesson-no-wipe-game = Ahora una partida contra la computadora. No dejes que Norte te borre, y termina con al menos 25 semillas.
lesson-no-wipe-game-hint = La casa 5 de Norte llega a tus casas 1 y 2. No dejes que esas dos casas sean todo lo que tienes.
lesson-no-wipe-game-won = ¡Mantuviste tu fila a salvo y llegaste a 25!
lesson-no-wipe-game-lost = Todavía no. Antes de cada jugada, mira hasta dónde llegan las semillas de Norte en tu fila, y deja una semilla fuera de su alcance. ¡Empieza de nuevo!
