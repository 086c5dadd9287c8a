# Lección "sowing".

lesson-sowing-how = Para hacer una jugada, toma todas las semillas de una de tus casas. Luego suéltalas de una en una en las casas que vienen después: por tu fila hacia la derecha y luego al otro lado, en la fila de Norte. Siempre en el mismo sentido, dando vueltas al tablero. Eso se llama sembrar.
lesson-sowing-watch-south = Mira: Sur toma las 4 semillas de la casa 3 y deja caer una en cada una de las cuatro casas siguientes.
lesson-sowing-watch-south-after = Ahora la casa 3 está vacía y cada una de las cuatro casas siguientes tiene una semilla más. La última semilla pasó al otro lado, a la casa 1 de Norte.
lesson-sowing-q-count = Antes de la primera jugada tu casa 4 tiene 4 semillas. Si siembras tu casa 3, ¿cuántas semillas tendrá tu casa 4?
lesson-sowing-q-count-why = 5: la primera semilla de la casa 3 cae justo en la casa siguiente, tu casa 4.
lesson-sowing-q-last = Tu casa 5 tiene 4 semillas. Si la siembras, ¿en qué casa cae la última semilla?
lesson-sowing-hint-one-each = Una semilla en cada casa, empezando por la que está justo después de la casa que vaciaste.
lesson-sowing-q-last-why = Una semilla en tu casa 6 y luego en las casas 1, 2 y 3 de Norte. La cuarta y última cae en la casa 3 de Norte.
lesson-sowing-watch-north = Norte siembra igual, en el mismo sentido: por su propia fila y luego al otro lado, en la tuya.
lesson-sowing-watch-north-after = Las semillas de Norte cayeron en sus casas 5 y 6 y luego en tus casas 1 y 2. Al sembrar, las semillas cambian de lado: cada semilla es del dueño de la casa donde está.
lesson-sowing-try-cross = Te toca. Siembra de modo que tu última semilla caiga en la casa 1 de Norte, la que está justo enfrente de tu casa 6.
lesson-sowing-hint-cross = Cuatro semillas avanzan cuatro casas. ¿Cuál de tus casas está a cuatro pasos de la casa 1 de Norte?
lesson-sowing-try-cross-ok = ¡Exacto! Cuatro semillas desde tu casa 3: casas 4, 5, 6 y luego la casa 1 de Norte.
lesson-sowing-wrong-short = Tus semillas se quedaron cortas. Vuelve a contar hasta dónde llega cada casa.
lesson-sowing-wrong-far = Tus semillas se pasaron de largo. Elige una casa más a la izquierda.
lesson-sowing-try-own = Ahora haz que tu última semilla caiga en tu propia casa 6. ¡Primero cuenta las semillas de cada casa!
lesson-sowing-hint-count = Una casa con 4 semillas llega cuatro casas más allá. ¿Qué casa está a la distancia justa de tu casa 6?
lesson-sowing-try-own-ok = ¡Bien contado! Tu casa 2 tiene 4 semillas: casas 3, 4, 5 y 6.
