# Las pantallas del organizador (docs/tournaments.md, "The organiser"):
# el acceso, los torneos entre clases, las clases y sus jugadores, y lo
# que anotó cada uno de los dos docentes en una mesa.

## La entrada y el acceso
organiser-enter = Acceso para organizadores
organiser-title = Acceso de organizadores
organiser-hint = El organizador dirige los torneos entre clases. Entre con el nombre y la contraseña que le crearon en el servidor de la clase.
organiser-address = Dirección del servidor de la clase
organiser-name = Su nombre
organiser-password = Contraseña
organiser-wrong = El nombre o la contraseña no son correctos. Inténtelo otra vez.
organiser-forgotten = ¿Todavía no tiene cuenta? En el servidor de la clase, ejecute: wahree serve organiser add NOMBRE

## Los torneos del organizador
organiser-list-title = Torneos entre clases
organiser-signed-in = Sesión iniciada como { $name }
organiser-list-none = Todavía no hay torneos. Presione «Torneo nuevo» para crear uno.
organiser-sign-out = Cerrar sesión
organiser-new-classes-next = Una vez creado el torneo, agregue las clases: los jugadores serán los niños de esas clases.

## Las clases y sus jugadores
organiser-tab-classes = Clases y jugadores
organiser-classes-hint = Agregue cada clase con el código que usan los dispositivos para unirse a ella. Juegan todos los niños de la clase: desmarque a los que no jueguen.
organiser-code-hint = Código de la clase
organiser-add-class = Agregar la clase
organiser-remove-class = Quitar la clase
organiser-no-class = Todavía no hay clases
organiser-fixed = La primera ronda ya está emparejada: los jugadores no se pueden cambiar, pero un niño todavía puede retirarse.

## Una mesa de dos clases: lo que anotó cada docente
organiser-entries = Lo que anotaron los docentes:
organiser-entries-differ = Los dos docentes anotaron resultados distintos. Elija el correcto:
organiser-entry = { $class }: { $result }
