# Explicaciones de los problemas de cadenas.

puzzle-chain-three-why = Tu casa 6 deja caer sus 3 semillas en las casas 1, 2 y 3 de Norte, que se quedan con 2, 3 y 2. Mirando hacia atrás desde la última, capturas las tres: 7 semillas.
puzzle-chain-from-five-why = Cuatro semillas desde tu casa 5: una para tu casa 6 y luego las casas 1, 2 y 3 de Norte se quedan con 2, 2 y 3. La cadena recorre las tres hacia atrás.
puzzle-chain-three-beats-two-why = Tu casa 6 hace una cadena de dos. Tu casa 5 llega una casa más allá y deja las casas 1, 2 y 3 de Norte con 2, 3 y 2: una cadena de tres.
puzzle-chain-four-why = Cinco semillas desde tu casa 5 llegan hasta la casa 4 de Norte. Las casas de la 1 a la 4 se quedan con 2, 2, 2 y 3, y la cadena se lleva las cuatro: 9 semillas.
puzzle-chain-far-end-why = Siete semillas desde tu casa 5 llegan hasta la última casa de Norte. Las casas 6, 5, 4 y 3 se quedan todas con 2, y la cadena las recorre hacia atrás hasta la casa 2 de Norte, que solo tiene 1. ¡Cuatro casas!
puzzle-chain-three-of-three-why = Tu casa 6 deja las casas 1, 2 y 3 de Norte con 3, 2 y 2, y la cadena recorre las tres hacia atrás. Tu casa 3 solo hace una cadena de dos.
puzzle-chain-eight-seeds-why = Tu casa 6 llega a la casa 3 de Norte: 3, 3 y 2 en las tres primeras casas de Norte, una cadena de tres y 8 semillas. Tu casa 5 se queda una casa antes y solo captura dos.
puzzle-chain-broken-link-why = Tu casa 5 llega a la casa 5 de Norte. Las casas 5, 4 y 3 se quedan con 2, 3 y 2, y la cadena se para en la casa 2, que solo tiene 1. Tu casa 6 termina en la casa 3 de Norte, y el mismo eslabón roto corta la cadena enseguida.
puzzle-chain-six-seeds-why = Seis semillas desde tu casa 5 llegan a la casa 5 de Norte. Las casas 5, 4 y 3 se quedan con 3, 2 y 3: una cadena de tres, cortada por la casa 2 con su única semilla. Tu casa 6 termina una casa antes y solo se lleva dos casas.
puzzle-chain-two-or-three-why = Tu casa 6 captura dos casas, pero tu casa 5 llega una más allá: una semilla para tu casa 6 y luego las casas 1, 2 y 3 de Norte se quedan con 2, 3 y 2. ¡Una cadena de tres!
