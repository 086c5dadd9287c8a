# Lección "feeding".

lesson-feeding-rule = La fila de Norte está completamente vacía. En el Wahree no se deja al rival sin comer: si alguna de tus jugadas puede poner semillas en su fila, tienes que jugar una que lo haga.
lesson-feeding-q-moves = Tienes semillas en cinco casas. ¿Cuántas de ellas puedes jugar ahora?
lesson-feeding-hint-reach = Una casa llega a la fila de Norte si tiene al menos tantas semillas como pasos hay hasta allí: 1 desde tu casa 6, 2 desde tu casa 5, 3 desde tu casa 4, y así sucesivamente.
lesson-feeding-q-moves-why = Solo 2: tu casa 5 (2 semillas) y tu casa 6 (4 semillas) llegan a la fila de Norte. Las demás dejarían a Norte sin nada, así que ahora no están permitidas.
lesson-feeding-try-only = Norte no tiene semillas. Encuentra la jugada que le da semillas.
lesson-feeding-try-only-ok = Correcto: solo tu casa 5 tiene semillas suficientes para llegar al otro lado.
lesson-feeding-try-kind = Tus dos jugadas dan semillas a Norte. Pero una de ellas le regala una captura en su próxima jugada. ¡Aliméntalo sin correr riesgos!
lesson-feeding-hint-after = Imagina cada jugada y mira luego las casas de Norte: ¿alguna llega a una casa tuya con 1 o 2 semillas?
lesson-feeding-try-kind-ok = ¡Bien pensado! Norte recibe una semilla, y esa semilla no llega a tu fila.
lesson-feeding-wrong-gift = Así das semillas a Norte, pero tu última semilla cayó en tu casa 1, y la semilla nueva que Norte tiene en su casa 6 llega hasta allí: hace un 2 y te la captura.
lesson-feeding-q-cannot = Te queda una sola semilla, en tu casa 6. Si la siembras, tu fila se queda vacía y Norte tendría que darte semillas, pero sus semillas no llegan a tu fila. Así que la partida se acaba y cada uno se queda con las semillas de su lado. ¿Con cuántas semillas terminará Norte?
lesson-feeding-q-cannot-why = 26: las 22 del almacén de Norte, más las 3 de su casa 1 y la que tú sembraste allí.
