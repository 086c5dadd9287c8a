# Torneos de la clase en el servidor de la clase (docs/tournaments.md): lo
# que dice el dispositivo de un niño cuando informa del resultado de una
# partida en el tablero, y los rechazos y avisos del servidor para la
# pantalla de emparejamientos del maestro.

## El dispositivo de un niño
tournament-not-playing = No juegas en este torneo.
tournament-no-board = Esa no es tu partida en esta ronda.
tournament-result-in = El resultado de esta partida ya está anotado.
tournament-report-waiting = ¡Gracias! Ahora tu compañero también dice el resultado.
tournament-report-agreed = Los dos dijeron lo mismo. ¡El resultado está anotado!
tournament-report-conflict = Tú y tu compañero dijeron resultados distintos. Tu maestro decidirá.

## El maestro: lo que el servidor rechazó
tournament-invalid = El torneo no se puede preparar así.
tournament-over = Ya se jugaron todas las rondas de este torneo.
tournament-round-unfinished = Ronda { $round }, mesa { $table }: todavía falta el resultado.
tournament-too-few = Hay menos de dos jugadores para emparejar.
tournament-no-pairing = Ningún emparejamiento cumple las reglas en esta ronda.
tournament-learner-twice = Este niño ya está en el torneo.
tournament-no-draft = Primero empareja la próxima ronda y después publícala.
tournament-not-a-round = Estos emparejamientos no son una ronda: cada niño juega como mucho una vez, y solo los niños del torneo.
tournament-sheet = La planilla se detiene en la línea { $line }, columna { $column }: esa jugada no se puede hacer.
tournament-sheet-result = Las jugadas de la planilla no terminan con este resultado.
tournament-sheet-too-long = Esta planilla es demasiado larga.
tournament-unknown-learner = Este niño no está en la clase.
tournament-format = Elige todos contra todos, doble vuelta o sistema suizo.
tournament-tie-break = Wahree no conoce este desempate.
tournament-bye-points = Descansar una ronda vale 0, ½ o 1 punto.
tournament-missed = Las rondas perdidas cuentan cero o medio punto cada una.
tournament-result = Elige un resultado para la partida.
tournament-trf = No se puede leer este archivo: línea { $line }.
tournament-full = Esta clase ya tiene todos los torneos que puede guardar. Borra primero uno antiguo.

## El maestro: qué incumple un emparejamiento cambiado a mano
tournament-warn-met = { $first } y { $second } ya jugaron entre sí.
tournament-warn-forbidden = { $first } y { $second } no deben jugar entre sí.
tournament-warn-absent-paired = { $player } está ausente o se retiró, pero tiene partida.
tournament-warn-not-paired = { $player } está presente pero no tiene partida.
tournament-warn-twice = { $player } tiene dos partidas en esta ronda.
tournament-warn-unknown = El jugador { $player } no está en el torneo.
tournament-warn-bye-count = Con un número par de jugadores nadie descansa; con un número impar, descansa uno.
tournament-warn-second-bye = { $player } ya descansó antes (o ganó una partida por incomparecencia).
tournament-warn-bye-score = Descansa { $player }, pero podría descansar un jugador con menos puntos.
tournament-warn-colour = { $first } y { $second } deberían mover los dos primero (o los dos segundo).
tournament-warn-colour-absolute = Esta vez { $player } debe jugar del otro lado: las reglas dicen quién mueve primero.
tournament-warn-quality = El emparejamiento del servidor es mejor según la regla C{ $criterion } del sistema suizo.
tournament-warn-input = Este torneo no se puede comprobar tal como está.
tournament-warn-not-the-table = Estos emparejamientos no son los de la tabla de todos contra todos.
