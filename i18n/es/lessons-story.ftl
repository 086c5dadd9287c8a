# Lección "story": datos de las fuentes del proyecto sobre el Wahree.

lesson-story-islands = El Wahree (a veces escrito Wari) es el juego de mancala de las Islas Vírgenes de los Estados Unidos, en el mar Caribe. Donde más lo quieren es en la isla de Santa Cruz.
lesson-story-journey = Hace más de doscientos años las islas eran de Dinamarca. A muchas personas se las llevaron a la fuerza de África occidental y las obligaron a trabajar allí como esclavas; con ellas llegó el juego. El Wahree es primo del Oware, un juego de siembra de África occidental.
lesson-story-forgotten = Hacia mediados del siglo XX la gente encontró cosas nuevas que hacer en su tiempo libre y el Wahree casi se olvidó, como algunas canciones y bailes antiguos de las islas. El escritor James Weeks, que de niño vivía en Santa Cruz, contaba que los chicos de su edad apenas conocían el juego: solo lo poco que recordaban sus padres.
lesson-story-teachers = En los años ochenta, las maestras y los maestros de primaria de Santa Cruz recuperaron el Wahree. Lo usaban para enseñar matemáticas, para aprender a pensar con calma y para contar la historia de los africanos que llegaron a las islas. Contar, pensar antes de jugar: ¡justo lo que has hecho en estas lecciones!
lesson-story-tournament = La primera competición de Wahree entre escuelas se jugó el 30 de noviembre de 1984 en Kingshill, en la isla de Santa Cruz. Los jóvenes ganadores recibieron tableros de madera brillante tallados a mano por Raphael Perez Davis. Más tarde hubo una competición cada año en la Agrifest, la gran feria del campo y de la comida de la isla. Allí ganó el primer premio Kofi Boateng, un gran jugador de Ghana.
lesson-story-seeds = En Santa Cruz el Wahree se juega con nickernuts: semillas grises, duras y lisas de una planta llamada Caesalpinia bonduc. Para una partida hacen falta 48, 4 en cada casa, igual que en este tablero.
lesson-story-today = En 1995 Olassee Davis, un experto en la naturaleza de Santa Cruz, escribió las reglas. Hoy los niños juegan al Wahree en las aulas de todas las Islas Vírgenes, sobre todo en marzo, el mes de la historia de las islas. ¡Y ahora tú también sabes jugar!
lesson-story-try = Ahora te toca jugar como los niños de Santa Cruz. ¡Captura todas las semillas que puedas!
lesson-story-hint = Cuenta hasta dónde llega cada casa y luego mira hacia atrás desde donde cae la última semilla.
lesson-story-try-ok = Una cadena de tres: 2, 3 y 3 semillas, 8 en total. ¡Juegas al Wahree como un campeón!
lesson-story-wrong-five = Así capturas 5 semillas, muy bien, pero hay una cadena más larga que llega una casa más allá.
lesson-story-try-wipe = ¿Te acuerdas de la regla que hace al Wahree distinto del Oware? ¡Encuentra el borrado!
lesson-story-try-wipe-ok = Así se juega al Wahree: las dos casas de Norte se quedaron con 2, la cadena se las llevó y el tablero entero es tuyo.
