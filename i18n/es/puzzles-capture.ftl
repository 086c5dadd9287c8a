# Explicaciones de los problemas de captura.

puzzle-capture-five-or-two-why = Tu casa 6 termina en la casa 3 de Norte y hace un 3, y la casa 2 de Norte, justo detrás, se queda con 2: 5 semillas. Tu casa 5 se pararía una casa antes y solo se llevaría 2.
puzzle-capture-count-first-why = Cinco semillas desde tu casa 4 terminan en la casa 3 de Norte (un 2), y la casa 2 de Norte, justo detrás, se queda con 3: 5 semillas. Tu casa 5 solo capturaría el 3.
puzzle-capture-three-houses-why = Tu casa 6 deja las casas 1, 2 y 3 de Norte con 2, 3 y 3: una cadena de tres casas y 8 semillas. Tu casa 4 solo llega a dos de ellas.
puzzle-capture-two-threes-why = Dos semillas desde tu casa 6 convierten las casas 1 y 2 de Norte en dos treses: 6 semillas. Tu casa 3 solo se llevaría un 3.
puzzle-capture-far-reach-why = Tu casa 1 está lejos de Norte, pero tiene 9 semillas: cinco para tu fila y cuatro para las casas de la 1 a la 4 de Norte. Se quedan con 2, 2, 2 y 3, la cadena se lleva las cuatro y la fila de Norte queda vacía: ¡un borrado!
puzzle-capture-eight-seeds-why = Ocho semillas desde tu casa 2 viajan hasta la casa 4 de Norte. Las casas de la 1 a la 4 de Norte se quedan con 2, 2, 3 y 2, y la cadena se lleva las cuatro: 9 semillas. Tu casa 6 solo se lleva 7.
puzzle-capture-three-twos-why = Tu casa 5 tiene 4 semillas: una para tu casa 6 y luego las casas 1, 2 y 3 de Norte se quedan con 2. Tres casas, 6 semillas. Tu casa 6, por sí sola, se llevaría solo 2.
puzzle-capture-seven-why = Tu casa 5 termina en la casa 3 de Norte y hace un 2; detrás, las casas 2 y 1 de Norte se quedan con 3 y 2. La cadena se lleva las tres: 7 semillas.
puzzle-capture-three-threes-why = Las casas 1, 2 y 3 de Norte tienen 2 semillas cada una. Tu casa 5 pone una semilla en cada una: tres treses, 9 semillas. Tu casa 3 solo llega a dos de ellas.
puzzle-capture-short-beats-long-why = Tu casa 1 es la que más semillas tiene, pero solo llega a la casa 2 de Norte y se lleva 5. Tu casa 6, con solo 3 semillas, deja las casas 1, 2 y 3 de Norte con 3, 2 y 2: 7 semillas.
puzzle-capture-nine-why = Tu casa 5 tiene 4 semillas: una para tu casa 6 y luego una para cada una de las casas 1, 2 y 3 de Norte, que ya tienen 2. Tres treses: ¡9 semillas!
puzzle-capture-six-seeds-far-why = Tu casa 5 envía 6 semillas hasta la casa 5 de Norte. Las casas 5, 4 y 3 se quedan con 2, 2 y 3: 7 semillas, y la cadena se para en la casa 2. Tu casa 4 termina en la casa 3 de Norte y solo se lleva esa.
