# Lección "tactics".

lesson-tactics-weak = Las casas con 1 o 2 semillas son débiles: basta una semilla de Norte para dejarlas con 2 o 3. Aquí tus casas 1, 2 y 6 tienen una semilla cada una, y la casa 6 de Norte tiene 2 semillas que llegan a tus casas 1 y 2.
lesson-tactics-try-defend = Encuentra la jugada con la que Norte capture lo menos posible.
lesson-tactics-hint-their-reach = La casa 6 de Norte tiene 2 semillas: caerán en tus casas 1 y 2.
lesson-tactics-hint-after = Para cada jugada tuya, imagina cómo quedará tu fila. ¿Harían allí las semillas de Norte un 2 o un 3?
lesson-tactics-try-defend-ok = Perfecto. Ahora tu casa 2 está vacía, así que la última semilla de Norte solo hace un 1: nada que capturar.
lesson-tactics-wrong-makes-two = Ahora tu casa 2 tiene 2 semillas. La última semilla de Norte la deja con 3, y Norte la captura.
lesson-tactics-wrong-wipe = Ahora solo te quedan las casas 1 y 2, con una semilla cada una. Norte las convierte en dos doses y te hace un borrado.
lesson-tactics-reach = Antes de elegir una jugada, cuenta hasta dónde llega cada casa. Tu casa 3 tiene 5 semillas: llega cinco casas más allá.
lesson-tactics-q-reach = ¿Dónde cae la última semilla de tu casa 3?
lesson-tactics-hint-count-on = Cuenta desde esa casa: 4, 5, 6, y luego la 1 y la 2 de Norte, y así sucesivamente.
lesson-tactics-q-reach-why = Tus casas 4, 5 y 6, y luego las casas 1 y 2 de Norte. La quinta semilla cae en la casa 2 de Norte.
lesson-tactics-try-best = Ahora captura todas las semillas que puedas.
lesson-tactics-try-best-ok = ¡Muy bien! Tu casa 3 y tu casa 5 terminan las dos en la casa 2 de Norte y capturan 5 semillas: cualquiera de las dos era una jugada genial.
lesson-tactics-big-house = Una última idea: tu casa 1 tiene 14 semillas. No tengas prisa por jugarla. Más adelante, cuando las casas de Norte estén casi vacías, una casa grande que da la vuelta entera puede convertir muchas de ellas en doses y treses de una vez.
