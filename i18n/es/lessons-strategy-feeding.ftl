# Lección "strategy-feeding".

lesson-feed-safe-idea = Cuando la fila de Norte está vacía tienes que alimentarla, pero tú eliges cómo. Una semilla en las casas 1, 2 o 3 de Norte está lejos de tu fila. Una semilla en la casa 6 de Norte es peligrosa: con una sola semilla cae en tu casa 1, y si la deja con 2 o 3, Norte captura.
lesson-feed-safe-watch = Mira cómo Sur alimenta a Norte con su casa 6, y luego qué hace Norte.
lesson-feed-safe-watch-after = Las 6 semillas de Sur pusieron una semilla en cada casa de Norte, también en la casa 6. La casa 6 de Norte dejó caer su semilla en la casa 1 de Sur, que quedó con 2: capturadas.
lesson-feed-safe-try-guided = La misma posición. Juega la casa marcada con el círculo: alimenta a Norte solo en sus casas 1, 2 y 3.
lesson-feed-safe-try-guided-ok = ¡Alimentaste sin riesgo! Las nuevas semillas de Norte están lejos de tu fila, y la respuesta de Norte no captura nada.
lesson-feed-safe-try-three = Tres de tus jugadas alimentan a Norte. Encuentra la que no le regala ninguna captura.
lesson-feed-safe-hint-six = ¿Cuál de tus jugadas pone una semilla en la casa 6 de Norte? Esa semilla cae después en tu casa 1.
lesson-feed-safe-try-three-ok = Correcto: tu casa 5 solo alimenta las casas 1, 2 y 3 de Norte, y ninguna de ellas llega a tus casas débiles.
lesson-feed-safe-wrong-six = Esa jugada pone una semilla en la casa 6 de Norte. Norte la siembra en tu casa 1, que queda con 2: capturadas.
lesson-feed-safe-try-two = Alimenta otra vez a Norte sin riesgo.
lesson-feed-safe-try-two-ok = Tu casa 4 le da a Norte solo dos semillas, en sus casas 1 y 2: no pueden llegar a tu fila.
lesson-feed-safe-try-one = Alimenta a Norte sin riesgo, con las menos semillas posibles.
lesson-feed-safe-hint-few = Una de tus casas llega a la fila de Norte justo con su última semilla.
lesson-feed-safe-try-one-ok = Una sola semilla para Norte, en su casa 1. ¡Alimentar no quiere decir dar mucho!
lesson-feed-safe-try-lap = Esta vez, todas las jugadas que alimentan a Norte llegan también a su casa 6. Encuentra la que, aun así, no le regala ninguna captura.
lesson-feed-safe-hint-house-one = La semilla de la casa 6 de Norte va a caer en tu casa 1. ¿Cuántas semillas va a tener tu casa 1 después de cada una de tus jugadas?
lesson-feed-safe-try-lap-ok = ¡La encontraste! Tu casa 4 tenía suficientes semillas para dar la vuelta hasta tu casa 1 y dejarla con 3. La semilla de Norte la deja con 4: nada que capturar.
lesson-feed-safe-wrong-three = Tu casa 1 sigue con 2 semillas. La semilla de la casa 6 de Norte la deja con 3: capturadas.
lesson-feed-safe-game = Ahora una partida contra la computadora. Vas perdiendo, 19 a 22, y la fila de Norte está vacía. Alimenta a Norte con cuidado y gana.
lesson-feed-safe-game-hint = Dale a Norte lo menos que puedas, y deja tus semillas donde las de Norte no lleguen.
lesson-feed-safe-game-won = ¡Alimentaste a Norte sin riesgo y ganaste la partida!
lesson-feed-safe-game-lost = Esta vez no ganaste. Alimenta con las menos semillas posibles, y antes de alimentar, fíjate en lo que la casa 6 de Norte le puede hacer a tu casa 1. ¡Empieza de nuevo!
