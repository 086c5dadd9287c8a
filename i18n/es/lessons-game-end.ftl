# Lección "game-end".

lesson-game-end-three-ways = Una partida de Wahree termina de una de estas tres maneras: con un borrado; cuando el jugador al que le toca no tiene ninguna jugada permitida; o cuando vuelve a salir la misma posición. Entonces se cuentan las semillas y gana quien tenga más. Con 24 cada uno, hay empate.
lesson-game-end-q-no-seeds = Te toca, pero tu fila está vacía: no puedes mover, así que la partida ha terminado. Cada uno se queda con las semillas de su lado. ¿Con cuántas semillas termina Norte?
lesson-game-end-q-no-seeds-why = 28: las 25 del almacén de Norte más las 3 que quedan en su fila. Gana Norte.
lesson-game-end-q-draw = La fila de Norte está vacía, así que tendrías que darle semillas, pero las tuyas no llegan tan lejos. La partida ha terminado. ¿Con cuántas semillas terminas tú?
lesson-game-end-hint-feed = Tu casa 1 necesitaría 6 semillas para llegar a la fila de Norte, y tu casa 2 necesitaría 5.
lesson-game-end-q-draw-why = 24: tus 21 más las 3 de tu fila. Norte también tiene 24: ¡empate!
lesson-game-end-repetition = A veces las semillas se persiguen alrededor del tablero. Si vuelve a salir exactamente la misma posición (todas las casas, los dos almacenes y el mismo jugador al que le toca) sin ninguna captura entre medias, la partida podría no acabar nunca. Por eso se termina ahí, y cada uno se queda con las semillas de su lado.
lesson-game-end-watch-circle = Mira cómo estas dos semillas solitarias se persiguen alrededor del tablero.
lesson-game-end-watch-circle-after = Después de doce jugadas el tablero está exactamente igual que al principio, así que la partida termina. Cada uno se queda con su semilla: 24 a 24.
lesson-game-end-play-on = Sur ya tiene 26 semillas, más de la mitad de 48, así que Norte ya no puede alcanzarlo. La partida sigue hasta uno de los tres finales, pero ya puedes decirle a tu amigo quién va a ganar.
lesson-game-end-try-finish = Vas ganando, 24 a 19. ¡Termina la partida ahora mismo, con una victoria!
lesson-game-end-hint-finish = A Norte le queda una sola semilla, en su casa 1. ¿Cuál de los tres finales puedes provocar?
lesson-game-end-try-finish-ok = ¡Borrado! Tu semilla dejó en 2 la última casa de Norte. La partida ha terminado y te llevas también las 3 semillas que quedaban en tu fila: 29 a 19.
lesson-game-end-wrong-finish = Después de esa jugada la partida sigue. Busca una captura que se lleve todo lo que le queda a Norte.
lesson-game-end-try-starve = Vas perdiendo, 20 a 22, pero la partida puede terminar muy pronto. Encuentra la jugada que te asegura la victoria, haga lo que haga Norte.
lesson-game-end-hint-starve = Después de una captura, a Norte podría quedarle una sola semilla, que solo puede ir a tu fila. ¿Tus casas llegarían todavía a la fila de Norte?
lesson-game-end-try-starve-ok = Capturas 2: 22 a 22. La última semilla de Norte tiene que ir a tu casa 1, y después ninguna de tus casas puede alimentar a Norte. La partida ha terminado: te quedas con las 4 semillas de tu fila y ganas 26 a 22.
lesson-game-end-wrong-starve = Después de esa jugada la partida sigue, y todavía nadie sabe quién ganará. Busca primero una captura.
