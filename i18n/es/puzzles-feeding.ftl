# Explicaciones de los problemas de alimentar.

puzzle-feed-safely-why = Las dos jugadas dan semillas a Norte. Pero si juegas tu casa 6, tu casa 1 se queda con una sola semilla, y la semilla nueva que Norte recibe en su casa 6 llega hasta allí y la convierte en un 2. Tu casa 5 le da a Norte dos semillas que no llegan hasta ti.
