# Explicaciones de los problemas de borrado.

puzzle-wipe-two-houses-why = Tu casa 6 deja caer sus 2 semillas en las casas 1 y 2 de Norte, que se quedan con 2 cada una. La cadena se lleva las dos, la fila de Norte queda vacía y todas las semillas que quedan en el tablero son tuyas.
puzzle-wipe-four-seeds-why = Tu casa 5 tiene 3 semillas: una para tu casa 6, y luego las casas 1 y 2 de Norte se quedan con 2. Tu casa 6, por sí sola, solo se llevaría la casa 1 de Norte y dejaría la otra.
puzzle-wipe-three-chain-why = Cuatro semillas desde tu casa 5 llegan hasta la casa 3 de Norte. Las casas 1, 2 y 3 de Norte se quedan todas con 2, y la cadena limpia la fila entera.
puzzle-wipe-long-sow-why = Tu casa 4 tiene 6 semillas: dos para tus casas y cuatro para las casas de la 1 a la 4 de Norte, que se quedan todas con 2. Una cadena de cuatro casas, y la partida es tuya.
puzzle-wipe-five-houses-why = Seis semillas desde tu casa 5 llegan hasta la casa 5 de Norte. Esa se queda con 3, las cuatro anteriores con 2, y la cadena se lleva las cinco: un borrado de 11 semillas, más el resto del tablero.
puzzle-wipe-not-the-big-one-why = La casa grande captura 9 semillas, pero a Norte le quedan semillas en dos casas. Tu casa 3, tan pequeña, es mejor: su última semilla deja con 2 la única casa de Norte, y el borrado barre todo el tablero, también tu casa grande. ¡41 semillas!
puzzle-wipe-three-and-two-why = Tu casa 6 deja las casas 1 y 2 de Norte con 3 y 2, y la cadena se lleva las dos: borrado. Tu casa 5 solo capturaría la casa 1 de Norte y dejaría la casa 2.
puzzle-wipe-from-house-two-why = Tu casa 2 está lejos, pero sus 6 semillas llegan: cuatro para tus casas y luego las casas 1 y 2 de Norte se quedan con 2. La cadena se lleva las dos, y además recoges las 11 semillas que quedan en tu fila.
puzzle-wipe-eight-seeds-why = Tu casa 6 deja caer 3 semillas en las casas 1, 2 y 3 de Norte: se quedan con 3, 3 y 2, y la cadena se lleva las tres. Tu casa 1, tan llena, solo llegaría a la casa 1 de Norte.
puzzle-wipe-eleven-why = Ocho semillas desde tu casa 3: tres para tus casas y cinco para las casas de la 1 a la 5 de Norte, que se quedan con 2, 2, 3, 2 y 2. La cadena se lleva las cinco: 11 semillas, y el tablero.
puzzle-wipe-comeback-why = Vas perdiendo por mucho, 6 a 19. Tu casa 6 deja caer 5 semillas en las casas de la 1 a la 5 de Norte: 3, 2, 2, 2 y 2. La cadena se lleva las cinco, y el borrado te da también las 12 semillas de tu fila: ¡29 a 19!
