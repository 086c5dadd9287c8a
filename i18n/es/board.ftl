# El tablero del maestro, guardar una posición como acertijo, y la revisión de la partida.

puzzle-written-in = escrito en { $language }
