# Lección "tactics".

lesson-tactics-weak = Las casas con 1 o 2 semillas son débiles: una semilla de Norte las convierte en 2 o 3. Aquí tus casas 1, 2 y 6 tienen una semilla cada una, y la casa 6 de Norte tiene 2 semillas que van a caer en tus casas 1 y 2.
lesson-tactics-try-guided = Juega la casa marcada con el círculo y luego mira la respuesta de Norte.
lesson-tactics-try-guided-ok = ¡A salvo! Tu casa 2 ahora está vacía, así que la última semilla de Norte solo hace un 1 ahí: nada que capturar.
lesson-tactics-answer = Antes de jugar, pregúntate siempre: ¿qué va a hacer Norte después? Aquí le toca a Norte. La casa 6 de Norte tiene 4 semillas, y caen en tus casas 1, 2, 3 y 4.
lesson-tactics-q-threat = Si Norte siembra su casa 6, ¿cuántas de tus semillas captura?
lesson-tactics-hint-north-count = Agrega una semilla a cada una de tus casas 1 a 4. ¿Dónde cae la última, y cuántas tiene entonces esa casa?
lesson-tactics-q-threat-why = 3: la última semilla deja tu casa 4 con 3, y Norte se las lleva. Tu casa 3 tiene entonces solo 1, así que la cadena se detiene.
lesson-tactics-q-threat-none = Mira tu casa 4: ahora tiene 2, y la última semilla de Norte cae justo ahí.
lesson-tactics-q-threat-two = Tu casa 4 tiene 2 ahora; con la última semilla de Norte tiene 3, y Norte se lleva las 3.
lesson-tactics-try-defend = Una de tus jugadas captura 2 semillas, pero cuidado: Norte responde. Encuentra la jugada con la que Norte capture lo menos posible.
lesson-tactics-hint-their-reach = La casa 6 de Norte tiene 4 semillas: caen en tus casas 1 a 4. La casa 3 de Norte tiene 5: llegan a tus casas 1 y 2.
lesson-tactics-hint-after = Para cada una de tus jugadas, imagina cómo queda tu fila. ¿La última semilla de Norte haría ahí un 2 o un 3?
lesson-tactics-try-defend-ok = Perfecto. Tu casa 4 tiene ahora 3, así que la última semilla de Norte la deja con 4: Norte no captura nada.
lesson-tactics-wrong-grab = Capturas 2, pero después la casa 6 de Norte deja caer su última semilla en tu casa 4 y la deja con 3: Norte se lleva 3, más de lo que ganaste.
lesson-tactics-reach = Antes de elegir una jugada, cuenta hasta dónde llega cada casa. Tu casa 3 tiene 5 semillas: llega cinco casas más allá.
lesson-tactics-q-reach = ¿Dónde cae la última semilla de tu casa 3?
lesson-tactics-hint-count-on = Cuenta desde esa casa: 4, 5, 6, y luego la 1 y la 2 de Norte, y así sucesivamente.
lesson-tactics-q-reach-why = Tus casas 4, 5 y 6, y luego las casas 1 y 2 de Norte. La quinta semilla cae en la casa 2 de Norte.
lesson-tactics-q-reach-short = La casa 1 de Norte recibe la cuarta semilla. Hay una quinta.
lesson-tactics-q-reach-far = Cinco semillas: tus casas 4, 5 y 6, y luego las casas 1 y 2 de Norte. La casa 3 de Norte queda una más allá.
lesson-tactics-try-best = Ahora captura todas las semillas que puedas.
lesson-tactics-try-best-ok = ¡Muy bien! Tu casa 3 y tu casa 5 terminan las dos en la casa 2 de Norte y capturan 5 semillas: cualquiera de las dos era una jugada genial.
