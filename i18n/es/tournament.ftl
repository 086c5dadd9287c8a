# Torneos de la clase en el servidor de la clase (docs/tournaments.md): lo
# que dice el dispositivo de un niño cuando informa del resultado de una
# partida en el tablero, y los rechazos y avisos del servidor para la
# pantalla de emparejamientos del docente.

## El dispositivo de un niño
tournament-not-playing = No juegas en este torneo.
tournament-no-board = Esa no es tu partida en esta ronda.
tournament-result-in = El resultado de esta partida ya está anotado.
tournament-report-waiting = ¡Gracias! Ahora tu rival también tiene que decir el resultado.
tournament-report-agreed = Tú y tu rival dijeron lo mismo. ¡El resultado ya está anotado!
tournament-report-conflict = Tú y tu rival dijeron resultados distintos. Tu docente va a decidir.

## El docente: lo que el servidor rechazó
tournament-invalid = El torneo no se puede preparar así.
tournament-over = Ya se jugaron todas las rondas de este torneo.
tournament-round-unfinished = Ronda { $round }, mesa { $table }: todavía falta el resultado.
tournament-too-few = Hay menos de dos jugadores para emparejar.
tournament-no-pairing = Ningún emparejamiento cumple las reglas en esta ronda.
tournament-learner-twice = Este estudiante ya está en el torneo.
tournament-no-draft = Primero empareje la próxima ronda y después publíquela.
tournament-not-a-round = Estos emparejamientos no forman una ronda: en una ronda, cada estudiante juega como máximo una vez y solo juegan quienes están en el torneo.
tournament-sheet = La planilla se detiene en la línea { $line }, columna { $column }: esa jugada no se puede hacer.
tournament-sheet-result = Las jugadas de la planilla no terminan con este resultado.
tournament-sheet-too-long = Esta planilla es demasiado larga.
tournament-unknown-learner = Este estudiante no está en la clase.
tournament-format = Elija todos contra todos (a una vuelta o a doble vuelta) o sistema suizo.
tournament-tie-break = Wahree no conoce este desempate.
tournament-bye-points = Descansar una ronda vale 0, ½ o 1 punto.
tournament-missed = Las rondas no jugadas cuentan como cero o como medio punto cada una.
tournament-result = Elija un resultado para la partida.
tournament-trf = No se puede leer este archivo: línea { $line }.
tournament-full = Esta clase ya tiene todos los torneos que puede guardar. Borre primero uno antiguo.

## El docente: qué incumple un emparejamiento cambiado a mano
tournament-warn-met = { $first } y { $second } ya jugaron entre sí.
tournament-warn-forbidden = { $first } y { $second } no deben jugar entre sí.
tournament-warn-absent-paired = { $player } está ausente o se retiró, pero tiene partida.
tournament-warn-not-paired = { $player } está presente, pero no tiene partida.
tournament-warn-twice = { $player } tiene dos partidas en esta ronda.
tournament-warn-unknown = El jugador { $player } no está en el torneo.
tournament-warn-bye-count = Con un número par de jugadores nadie descansa; con un número impar, descansa uno.
tournament-warn-second-bye = { $player } ya descansó antes (o ganó una partida porque su rival no se presentó).
tournament-warn-bye-score = Descansa { $player }, pero podría descansar un jugador con menos puntos.
tournament-warn-colour = { $first } y { $second } deberían empezar la partida los dos (o ninguno de los dos).
tournament-warn-colour-absolute = Esta vez { $player } debe jugar del otro lado: las reglas dicen quién mueve primero.
tournament-warn-quality = El emparejamiento del servidor es mejor según la regla C{ $criterion } del sistema suizo.
tournament-warn-input = Este torneo no se puede comprobar tal como está.
tournament-warn-not-the-table = Estos emparejamientos no son los de la tabla de todos contra todos.
