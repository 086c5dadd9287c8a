# Lección "story": datos de las fuentes del proyecto sobre el Wahree.

lesson-story-islands = El Wahree (también se escribe Wari) es el mancala tradicional de las Islas Vírgenes estadounidenses. En la isla de Santa Cruz le tienen un cariño especial.
lesson-story-journey = Hace más de doscientos años, cuando las islas eran las Indias Occidentales danesas, el juego llegó con personas esclavizadas traídas de África occidental. El Wahree pertenece a la antigua familia del Oware, los juegos de siembra de África occidental.
lesson-story-forgotten = A mediados del siglo XX llegaron nuevos pasatiempos y el Wahree casi se olvidó, igual que las viejas baladas del Cariso y los bailes de Bamboula. James Weeks, un escritor de Santa Cruz, contaba que los niños de su generación solo tenían vagos recuerdos del juego, oídos a sus padres.
lesson-story-teachers = A mediados de los años ochenta, las maestras y los maestros de primaria de Santa Cruz recuperaron el Wahree. Lo usaban para enseñar razonamiento matemático, lógica y la herencia de la diáspora africana: ¡justo lo que has hecho en estas lecciones!
lesson-story-tournament = El primer torneo entre escuelas se celebró el 30 de noviembre de 1984 en el Cooperative Extension Service de Kingshill. Los jóvenes campeones ganaron tableros de caoba pulida tallados a mano por Raphael Perez Davis. Después, las competiciones de cada año llegaron también a la Agrifest, la feria de agricultura y comida de Santa Cruz, donde el maestro ghanés Kofi Boateng se llevó los máximos honores.
lesson-story-burning-stones = En Santa Cruz se juega con nickernuts grises, las semillas duras de una planta llamada Caesalpinia bonduc. Las llaman «piedras ardientes»: ¡si frotas dos muy rápido, se calientan! Los niños las frotaban contra una tela y luego las apoyaban con cuidado en el brazo de un amigo.
lesson-story-today = Las reglas las puso por escrito en 1995 Olassee Davis, un naturalista de Santa Cruz. Hoy el Wahree se juega en las aulas de todas las Islas Vírgenes, sobre todo durante el Virgin Islands History Month, cada mes de marzo. ¡Ahora tú también sabes jugar!
lesson-story-try = Ahora te toca jugar como los niños de Santa Cruz. ¡Captura todas las semillas que puedas!
lesson-story-hint = Cuenta hasta dónde llega cada casa y luego mira hacia atrás desde donde cae la última semilla.
lesson-story-try-ok = Una cadena de tres: 2, 3 y 3 semillas, 8 en total. ¡Juegas al Wahree como un campeón!
lesson-story-wrong-five = Así capturas 5 semillas, muy bien, pero hay una cadena más larga que llega una casa más allá.
lesson-story-try-wipe = ¿Te acuerdas de la regla que hace al Wahree distinto del Oware? ¡Encuentra el borrado!
lesson-story-try-wipe-ok = Así se juega al Wahree: las dos casas de Norte se quedaron con 2, la cadena se las llevó y el tablero entero es tuyo.
