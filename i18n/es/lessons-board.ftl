# Lección "board": el tablero y el objetivo.

lesson-board-rows = Este es un tablero de Wahree. Tiene dos filas de seis hoyitos que se llaman casas: doce casas en total. Al empezar, cada casa tiene 4 semillas.
lesson-board-your-row = La fila que tienes más cerca es la tuya: tú juegas con Sur. La fila de enfrente es de tu rival, Norte. Solo puedes sacar semillas de tus propias casas.
lesson-board-numbers = Cada jugador numera sus casas del 1 al 6 empezando por su izquierda. Así, tu casa 1 es la que está más a tu izquierda, y tu casa 6 queda enfrente de la casa 1 de Norte.
lesson-board-goal = Cada jugador tiene además un almacén, donde van las semillas que captura. En el juego hay 48 semillas. Gana quien termine con más: ¡con 25 ya tienes más de la mitad!
lesson-board-q-moves = Empieza la partida y te toca a ti. ¿Entre cuántas jugadas distintas puedes elegir?
lesson-board-q-moves-why = Seis: una por cada una de tus casas, porque todas tienen semillas. Una jugada siempre empieza en una de tus propias casas.
lesson-board-try-third = Vamos a practicar cómo encontrar una casa. Juega tu casa 3.
lesson-board-hint-count-left = Empieza por el extremo izquierdo de tu fila y cuenta: 1, 2, 3, y así sucesivamente.
lesson-board-try-third-ok = ¡Eso es! Tu casa 3 es la tercera contando desde tu izquierda.
lesson-board-wrong-count = Esa no es. Vuelve a contar desde la izquierda de tu fila.
lesson-board-try-sixth = Ahora juega tu casa 6, la que está más a tu derecha.
lesson-board-try-sixth-ok = ¡Muy bien! Tu casa 6 está justo al lado de la fila de tu rival, así que sus semillas llegan allí enseguida.
lesson-board-end = Al final de la partida se cuentan las semillas. Aquí Sur tiene 25 y Norte 23: gana Sur. En la próxima lección veremos cómo se mueven las semillas.
