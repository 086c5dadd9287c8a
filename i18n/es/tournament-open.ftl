# Torneos entre varias clases (docs/tournaments.md, "The organiser"): lo
# que el servidor rechaza al organizador y al docente de una clase, y lo
# que lee el docente después de anotar el resultado de una mesa de dos
# clases.

## El organizador: lo que el servidor rechazó
tournament-class-not-in = Esta clase no participa en el torneo.
tournament-class-twice = Esta clase ya participa en el torneo.
tournament-started = Ya se emparejó una ronda: las clases y los jugadores ya no se pueden cambiar.
tournament-unknown-class = En el servidor no hay ninguna clase con este código.
tournament-classes-full = Este torneo ya tiene todas las clases que puede admitir.
tournament-players = Elija a los niños que juegan.

## El docente de una clase
tournament-not-your-table = En esta mesa no juega ningún niño de su clase.
tournament-entry-waiting = ¡Gracias! Falta que el docente de la otra clase también anote el resultado.
tournament-entry-agreed = Los dos docentes anotaron el mismo resultado. ¡Ya está registrado!
tournament-entry-conflict = El docente de la otra clase anotó un resultado distinto. Decidirá el organizador.

## La aplicación del docente: los torneos con otras clases
tournament-open-list-title = Torneos con otras clases
tournament-open-round = Ronda { $round }
tournament-open-no-round = El organizador todavía no ha emparejado la primera ronda.

## El inicio de un niño: con quién juega, y de qué clase
tournament-open-opponent = { $name } (clase { $class })
