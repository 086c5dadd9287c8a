# Explicaciones de los problemas de casas grandes.

puzzle-big-one-lap-why = Doce semillas: una en cada una de las otras once casas; luego se salta tu casa 6 y la semilla número doce vuelve a caer en la casa 1 de Norte. Ahora tiene 2, y las capturas.
puzzle-big-four-twos-why = Quince semillas: 11 para una vuelta y 4 más para las casas de la 1 a la 4 de Norte. Cada una recibe dos semillas en total, así que todas se quedan con 2, y la cadena se lleva cuatro casas: 8 semillas.
puzzle-big-backwards-only-why = Catorce semillas: una vuelta de 11 y 3 más, hasta la casa 3 de Norte. Las casas 3, 2 y 1 de Norte se quedan con 2: capturadas. Las casas 4 y 5 de Norte también tienen 3 y 2, pero vienen después de la última semilla, y la cadena solo mira hacia atrás.
puzzle-big-sixteen-why = Dieciséis semillas desde tu casa 4: una vuelta de 11 y 5 más, por tus casas 5 y 6 hasta las casas 1, 2 y 3 de Norte. Terminan con 3, 2 y 2: tres casas, 7 semillas.
puzzle-big-lap-makes-three-why = Doce semillas dan la vuelta entera: la casa 1 de Norte recibe una semilla al principio de la vuelta y la número doce al final. Con la que ya tenía, son 3.
puzzle-big-thirteen-why = Trece semillas desde tu casa 5: 11 para una vuelta y luego tu casa 6 y la casa 1 de Norte. La casa 1 de Norte tenía 1 semilla, recibe una en la vuelta y otra al final: 3, capturadas.
puzzle-big-fifteen-chain-why = Quince semillas: una vuelta de 11 y 4 más, en tu casa 6 y en las casas 1, 2 y 3 de Norte. Esas tres terminan con 2 cada una: una cadena de tres. Las casas de después no se capturan: la cadena solo mira hacia atrás.
puzzle-big-fifteen-two-why = Quince semillas desde tu casa 4: una vuelta de 11 y luego tus casas 5 y 6 y las casas 1 y 2 de Norte. La casa 1 de Norte acaba con 3 y la casa 2 con 2: 5 semillas. La casa 3 de Norte también tiene 3, pero viene después de la última semilla.
