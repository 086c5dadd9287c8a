# Lección "story": datos de las fuentes del proyecto sobre el Wahree.

lesson-story-islands = El Wahree (a veces escrito Wari) es el juego de mancala de las Islas Vírgenes de los Estados Unidos, en el mar Caribe. Donde más lo quieren es en la isla de Santa Cruz.
lesson-story-journey = Hace más de doscientos años las islas eran una colonia de Dinamarca, las Indias Occidentales danesas. A personas de África occidental las llevaron allí a la fuerza y las obligaron a trabajar como esclavos, y ellas trajeron el juego consigo. El Wahree pertenece a la familia del Oware, los juegos de siembra.
lesson-story-forgotten = A mediados del siglo XX la gente encontró otras cosas que hacer en su tiempo libre, y el Wahree casi se olvidó, como las viejas canciones de Cariso y los bailes de Bamboula de las islas. El escritor James Weeks, de Santa Cruz, recordaba que la gente de su edad creció conociendo el juego solo por lo poco que recordaban sus padres.
lesson-story-teachers = A mediados de la década de 1980, maestras y maestros de primaria de Santa Cruz hicieron volver el Wahree. Lo usaban para enseñar matemáticas, a pensar con cuidado, y la herencia de los antepasados africanos de los isleños. Contar, pensar por adelantado: ¡es lo mismo que hiciste tú en estas lecciones!
lesson-story-tournament = El primer torneo de Wahree entre escuelas se jugó el 30 de noviembre de 1984 en Kingshill, en la isla de Santa Cruz. Los jóvenes ganadores recibieron tableros de caoba pulida hechos a mano por Raphael Perez Davis. Después hubo un torneo cada año en Agrifest, la gran feria de agricultura y comida de la isla. Un maestro del juego de Ghana, Kofi Boateng, ganó allí el primer premio.
lesson-story-seeds = En Santa Cruz el Wahree se juega con nickernuts: semillas grises, duras y lisas de una planta llamada Caesalpinia bonduc. Para una partida hacen falta 48, 4 en cada casa, igual que en este tablero.
lesson-story-today = En 1995 Olassee Davis, un naturalista de Santa Cruz, puso por escrito las reglas tal como se jugaban. Hoy los niños y las niñas juegan Wahree en las aulas de todas las Islas Vírgenes, sobre todo en marzo, el mes de la historia de las islas. ¡Y ahora tú también puedes jugarlo!
lesson-story-try = Ahora te toca jugar como los niños de Santa Cruz. ¡Captura todas las semillas que puedas!
lesson-story-hint = Cuenta hasta dónde llega cada casa y luego mira hacia atrás desde donde cae la última semilla.
lesson-story-try-ok = Una cadena de tres: 2, 3 y 3 semillas, 8 en total. ¡Juegas al Wahree como un campeón!
lesson-story-wrong-five = ¡Así capturas 5 semillas, muy bien! Pero una jugada cuya última semilla cae una casa más allá, en la casa 3 de Norte, hace una cadena más larga.
lesson-story-try-wipe = ¿Te acuerdas de la regla que hace al Wahree distinto del Oware? ¡Encuentra el borrado!
lesson-story-try-wipe-ok = Así se juega al Wahree: las dos casas de Norte se quedaron con 2, la cadena se las llevó y el tablero entero es tuyo.
