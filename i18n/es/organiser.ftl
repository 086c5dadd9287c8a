# Las pantallas de quien organiza (docs/tournaments.md, "The organiser"):
# el acceso, los torneos entre clases, las clases y sus jugadores, y lo
# que anotó cada uno de los dos maestros en una mesa.

## La entrada y el acceso
organiser-enter = Acceso para organizadores
organiser-title = Acceso de organizadores
organiser-hint = Quien organiza lleva los torneos entre clases. Entre con el nombre y la contraseña que le crearon en el servidor de la clase.
organiser-address = Dirección del servidor de la clase
organiser-name = Su nombre
organiser-password = Contraseña
organiser-wrong = El nombre o la contraseña no son correctos. Inténtelo de nuevo.
organiser-forgotten = ¿Todavía no tiene cuenta? En el servidor de la clase, ejecute: wahree serve organiser add NOMBRE

## Los torneos de quien organiza
organiser-list-title = Torneos entre clases
organiser-signed-in = Sesión de { $name }
organiser-list-none = Todavía no hay torneos. Presione "Torneo nuevo" para preparar uno.
organiser-sign-out = Cerrar sesión
organiser-new-classes-next = Cuando esté creado, agregue las clases: sus niños son los jugadores.

## Las clases y sus jugadores
organiser-tab-classes = Clases y jugadores
organiser-classes-hint = Agregue cada clase con el código con el que se unen sus dispositivos. Juegan todos sus niños: desmarque a quienes no juegan.
organiser-code-hint = Código de la clase
organiser-add-class = Agregar la clase
organiser-remove-class = Quitar la clase
organiser-no-class = Todavía no hay clases
organiser-fixed = La primera ronda ya está emparejada: los jugadores ya no cambian. Un niño todavía puede retirarse.

## Una mesa de dos clases: lo que anotó cada maestro
organiser-entries = Lo que anotaron los maestros:
organiser-entries-differ = Los dos maestros anotaron resultados distintos. Elija el correcto:
organiser-entry = { $class }: { $result }
