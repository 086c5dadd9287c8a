# Lección "board": el tablero y el objetivo.

lesson-board-rows = Este es un tablero de Wahree. Tiene dos filas de seis hoyitos que se llaman casas: doce casas en total. Al empezar, cada casa tiene 4 semillas, así que en el juego hay 48 semillas.
lesson-board-your-row = La fila que tienes más cerca es la tuya: tú juegas con Sur. La fila de enfrente es de tu rival, Norte. Solo puedes sacar semillas de tus propias casas.
lesson-board-numbers = Cada jugador cuenta sus casas del 1 al 6 empezando por su propia izquierda. Así que tu casa 1 es la que está más a tu izquierda, y tu casa 6 queda justo enfrente de la casa 1 de Norte.
lesson-board-turns = Sur siempre hace la primera jugada. Después se juega por turnos: juega Norte, luego Sur, luego otra vez Norte, una jugada cada uno, hasta que termina la partida.
lesson-board-q-moves = Empieza la partida y te toca a ti. ¿Entre cuántas jugadas distintas puedes elegir?
lesson-board-q-moves-why = Seis: una por cada una de tus casas, porque todas tienen semillas. Una jugada siempre empieza en una de tus propias casas.
lesson-board-q-moves-one = No dependes de una sola casa: cualquiera de tus casas con semillas puede empezar una jugada.
lesson-board-q-moves-twelve = Doce son todas las casas del tablero, pero las seis casas de Norte las juega Norte, no tú.
lesson-board-try-third = Practiquemos cómo encontrar una casa. Tu casa 3 tiene un círculo alrededor: juégala.
lesson-board-try-third-ok = ¡Eso es! Tu casa 3 es la tercera desde tu izquierda. Las casas iluminadas mostraban adónde iban sus semillas.
lesson-board-try-sixth = Ahora juega tu casa 6, la que está más a tu derecha.
lesson-board-hint-count-left = Empieza por el extremo izquierdo de tu fila y cuenta: 1, 2, 3, y así sucesivamente.
lesson-board-try-sixth-ok = ¡Muy bien! Tu casa 6 está justo al lado de la fila de Norte, así que sus semillas llegan allí enseguida.
lesson-board-try-across = Juega la casa tuya que está justo enfrente de la casa 3 de Norte.
lesson-board-hint-north-count = Norte cuenta desde su propia izquierda, que para ti es la derecha: la casa 1 de Norte está enfrente de tu casa 6.
lesson-board-hint-across = La casa 1 de Norte está enfrente de tu casa 6, la casa 2 de Norte enfrente de tu casa 5. ¿Qué casa está enfrente de la casa 3 de Norte?
lesson-board-try-across-ok = ¡Correcto! La casa 3 de Norte está enfrente de tu casa 4. Los dos números juntos siempre suman 7.
lesson-board-empty = Más adelante en la partida algunas casas están vacías, como aquí tus casas 1, 3 y 6. Una casa vacía no tiene nada que sembrar, así que no la puedes jugar.
lesson-board-q-empty = ¿Entre cuántas jugadas puedes elegir aquí?
lesson-board-q-empty-why = Tres: tus casas 2, 4 y 5 tienen semillas. Las tres casas vacías no se pueden jugar.
lesson-board-q-empty-six = Tienes seis casas, pero tres están vacías: no tienen nada que sembrar.
lesson-board-try-fullest = Juega tu casa con más semillas.
lesson-board-hint-counts = El número chiquito junto a cada casa dice cuántas semillas tiene.
lesson-board-try-fullest-ok = Sí: tu casa 4 tiene 5 semillas, más que cualquier otra casa tuya.
lesson-board-goal = Cada jugador también tiene un almacén, adonde van las semillas que captura. Al final de la partida se cuentan las semillas, y gana quien tenga más. Aquí Sur tiene 25 y Norte 23: gana Sur. ¡25 ya es más de la mitad de 48!
