# Lección "game-end".

lesson-game-end-three-ways = Una partida de Wahree termina de una de tres maneras. Un borrado la termina en el acto. También termina cuando la fila de un jugador está vacía y el otro no puede alimentarla. Y termina cuando vuelve exactamente la misma posición de antes. Entonces se cuentan las semillas, y gana quien tenga más. 24 cada uno es un empate.
lesson-game-end-q-draw = La fila de Norte está vacía, así que debes alimentarlo, pero tus semillas no llegan tan lejos. La partida terminó, y cada jugador se queda con las semillas de su lado. ¿Con cuántas semillas terminas?
lesson-game-end-hint-feed = Tu casa 1 necesitaría 6 semillas para llegar a la fila de Norte, y tu casa 2 necesitaría 5.
lesson-game-end-q-draw-why = 24: tus 21 más las 3 de tu fila. Norte también tiene 24: ¡empate!
lesson-game-end-q-draw-store = Tu almacén tiene 21, pero cuando la partida termina así, las 3 semillas de tu fila también son tuyas.
lesson-game-end-q-draw-too-many = Las semillas de Norte siguen siendo de Norte: tú te quedas solo con las 3 semillas de tu lado.
lesson-game-end-watch-starve = A Sur le queda una sola semilla, en la casa 6. Mira qué pasa cuando Sur la siembra.
lesson-game-end-watch-starve-after = Ahora la fila de Sur está vacía, y Norte tiene que alimentarla. Pero todas las semillas de Norte están en su casa 1, y 4 semillas no llegan a la fila de Sur. Norte no puede jugar, así que la partida terminó: Norte se queda con las 4 semillas de su lado y gana 26 a 22.
lesson-game-end-q-starve = Si siembras desde tu casa 6, tu fila queda vacía. ¿Podrá Norte alimentarte? Si no puede, la partida termina. ¿Con cuántas semillas terminará Norte?
lesson-game-end-hint-north-reach = A la casa 3 de Norte le harían falta 4 semillas para llegar a tu fila, y a la casa 4 de Norte, 3.
lesson-game-end-q-starve-why = 26: Norte no puede alimentarte, así que la partida termina, y Norte se queda con las 6 semillas de su lado: 20 más 6.
lesson-game-end-q-starve-store = El almacén de Norte tiene 20, pero cuando nadie puede alimentar al otro, las semillas del lado de Norte también son de Norte.
lesson-game-end-q-starve-two = Cuenta todas las semillas del lado de Norte después de tu jugada: tus dos semillas también cayeron ahí.
lesson-game-end-repetition = A veces las semillas se persiguen alrededor del tablero. Si vuelve a salir exactamente la misma posición (todas las casas, los dos almacenes y el mismo jugador al que le toca) sin ninguna captura entre medias, la partida podría no acabar nunca. Por eso se termina ahí, y cada uno se queda con las semillas de su lado.
lesson-game-end-watch-circle = Mira cómo estas dos semillas solitarias se persiguen alrededor del tablero.
lesson-game-end-watch-circle-after = Después de doce jugadas el tablero está exactamente igual que al principio, así que la partida termina. Cada uno se queda con su semilla: 24 a 24.
lesson-game-end-play-on = Sur ya tiene 26 semillas, más de la mitad de 48, así que Norte ya no puede alcanzarlo. La partida sigue hasta que llega uno de los tres finales, pero todos saben ya quién va a ganar.
lesson-game-end-try-finish = Vas ganando, 24 a 19. ¡Termina la partida ahora mismo, con una victoria!
lesson-game-end-hint-finish = A Norte le queda una sola semilla, en su casa 1. ¿Cuál de los tres finales puedes provocar?
lesson-game-end-try-finish-ok = ¡Borrado! Tu semilla dejó en 2 la última casa de Norte. La partida terminó y te llevas también las 3 semillas que quedaban en tu fila: 29 a 19.
lesson-game-end-wrong-finish = Después de esa jugada la partida sigue. Busca una captura que se lleve todo lo que le queda a Norte.
lesson-game-end-try-starve = Vas perdiendo, 20 a 22, pero la partida puede terminar muy pronto. Encuentra la jugada con la que ganas seguro en dos jugadas, haga lo que haga Norte.
lesson-game-end-hint-starve = Después de una captura, a Norte podría quedarle una sola semilla, que solo puede ir a tu fila. ¿Tus casas llegarían todavía a la fila de Norte?
lesson-game-end-try-starve-ok = Capturas 2: 22 a 22. La última semilla de Norte tiene que ir a tu casa 1, y después ninguna de tus casas puede alimentar a Norte. La partida terminó: te quedas con las 4 semillas de tu fila y ganas 26 a 22.
lesson-game-end-wrong-starve = Después de esa jugada Norte no queda atrapado, y ya no tienes la victoria asegurada en dos jugadas. Busca primero una captura.
