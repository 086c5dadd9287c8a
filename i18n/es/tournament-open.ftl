# Torneos entre varias clases (docs/tournaments.md, "The organiser"): lo
# que el servidor rechaza al organizador y al maestro de una clase, y lo
# que lee el maestro después de anotar el resultado de una mesa de dos
# clases.

## El organizador: lo que el servidor rechazó
tournament-class-not-in = Esta clase no participa en el torneo.
tournament-class-twice = Esta clase ya participa en el torneo.
tournament-started = Ya se emparejó una ronda: las clases y los jugadores ya no pueden cambiar.
tournament-unknown-class = En el servidor no hay ninguna clase con este código.
tournament-classes-full = Este torneo ya tiene todas las clases que puede admitir.
tournament-players = Elige a los niños que juegan.

## El maestro de una clase
tournament-not-your-table = En esta mesa no juega ningún niño de tu clase.
tournament-entry-waiting = ¡Gracias! Ahora el maestro de la otra clase también anota el resultado.
tournament-entry-agreed = Los dos maestros anotaron el mismo resultado. ¡Ya está registrado!
tournament-entry-conflict = El maestro de la otra clase anotó un resultado distinto. Decidirá el organizador.
