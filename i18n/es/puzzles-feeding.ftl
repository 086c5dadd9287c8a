# Explicaciones de los problemas de alimentar.

puzzle-feed-only-one-why = Solo tu casa 6 está justo al lado de la fila de Norte: desde ahí basta una semilla. A tus otras casas les faltan semillas para llegar al otro lado.
puzzle-feed-count-steps-why = Tu casa 4 necesita 3 semillas para llegar a Norte, y tiene justo 3. Tus casas 1 y 2 tienen más semillas, pero están demasiado lejos: necesitarían 6 y 5.
puzzle-feed-safely-why = Las dos jugadas dan semillas a Norte. Pero si juegas tu casa 6, tu casa 1 se queda con una sola semilla, y la semilla nueva que Norte recibe en su casa 6 llega hasta allí y la convierte en un 2. Tu casa 5 le da a Norte dos semillas que no llegan hasta ti.
puzzle-feed-far-house-why = Tu casa 4 está más cerca, pero necesita 3 semillas y solo tiene 2. Tu casa 2 necesita 5 semillas para llegar a Norte, y tiene justo 5.
puzzle-feed-which-reaches-why = Desde tu casa 3 hacen falta cuatro pasos para llegar a la fila de Norte, y tiene 4 semillas. Tus casas 1 y 2 solo tienen 3 semillas cada una, pero necesitarían 6 y 5.
