# Lección "feeding".

lesson-feeding-rule = La fila de Norte está completamente vacía. En el Wahree no se deja al rival sin comer: si alguna de tus jugadas puede poner semillas en su fila, tienes que jugar una que lo haga.
lesson-feeding-q-moves = Tienes semillas en cinco casas. ¿Cuántas de ellas puedes jugar ahora?
lesson-feeding-hint-reach = Una casa llega a la fila de Norte si tiene al menos tantas semillas como pasos hay hasta allí: 1 desde tu casa 6, 2 desde tu casa 5, 3 desde tu casa 4, y así sucesivamente.
lesson-feeding-q-moves-why = Solo 2: tu casa 5 (2 semillas) y tu casa 6 (4 semillas) llegan a la fila de Norte. Las demás dejarían a Norte sin nada, así que ahora no están permitidas.
lesson-feeding-q-moves-one = Tu casa 6 llega a la fila de Norte, pero no es la única: mira también tu casa 5.
lesson-feeding-q-moves-five = Cinco casas tienen semillas, pero ahora solo se permiten las jugadas que llegan a la fila de Norte.
lesson-feeding-try-guided = Norte no tiene semillas. Juega la casa marcada con el círculo: sus semillas llegan a la fila de Norte.
lesson-feeding-try-guided-ok = Correcto: solo tu casa 5 tiene suficientes semillas para llegar al otro lado. Norte vuelve a tener semillas.
lesson-feeding-try-only = Alimenta a Norte: encuentra la única jugada que le da semillas.
lesson-feeding-try-only-ok = ¡Sí! Tu casa 4 tiene 4 semillas: tus casas 5 y 6, y luego las casas 1 y 2 de Norte.
lesson-feeding-q-big = La fila de Norte está vacía otra vez. ¿Cuántas de tus casas puedes jugar?
lesson-feeding-q-big-why = 3: tus casas 3, 5 y 6 llegan a la fila de Norte. Tu casa 2 tiene solo 2 semillas, y se quedan en tu fila.
lesson-feeding-q-big-two = Cuenta otra vez: una casa con muchas semillas llega fácilmente a la fila de Norte, y tienes dos así.
lesson-feeding-q-big-four = Tu casa 2 tiene solo 2 semillas: se quedan en tu propia fila, así que ahora no se puede jugar.
lesson-feeding-try-kind = Tus dos jugadas dan semillas a Norte. Pero una de ellas le regala una captura en su próxima jugada. ¡Aliméntalo sin correr riesgos!
lesson-feeding-hint-after = Imagina cada jugada y mira luego las casas de Norte: ¿alguna llega a una casa tuya con 1 o 2 semillas?
lesson-feeding-try-kind-ok = ¡Bien pensado! Norte recibe una semilla, y no puede llegar a tu fila: la respuesta de Norte no captura nada.
lesson-feeding-wrong-gift = Así das semillas a Norte, pero tu última semilla cayó en tu casa 1, y la semilla nueva que Norte tiene en su casa 6 llega hasta allí: hace un 2 y te la captura.
lesson-feeding-try-little = Tres jugadas alimentan a Norte. Encuentra la que no le regala ninguna captura.
lesson-feeding-hint-little = Tus casas grandes le dan una semilla a cada casa de Norte, también a la casa 6, y esa llega a tu fila.
lesson-feeding-try-little-ok = Una sola semilla para Norte, en su casa 1, y no puede llegar a tu fila. ¡Alimentar no quiere decir dar mucho!
lesson-feeding-wrong-much = Eso llena las seis casas de Norte. Después, la casa 6 de Norte deja caer su semilla en tu casa 1 y la deja con 2: capturadas.
