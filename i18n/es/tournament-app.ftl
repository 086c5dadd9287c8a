# Las pantallas de torneos del docente (docs/tournaments.md, "In the
# app"): la lista de la clase, un torneo nuevo, las rondas, el borrador,
# los resultados y la clasificación. Sur es el lado que mueve primero.

tournament-open = Torneos
tournament-back = Volver
tournament-refresh = Actualizar
tournament-list-title = Los torneos de la clase
tournament-list-asking = Preguntando al servidor de la clase…
tournament-list-none = Todavía no hay torneos. Cree uno con «Torneo nuevo».
tournament-list-over = Terminado
tournament-list-rounds = Rondas jugadas: { $played } de { $total }
tournament-list-players = { $count ->
    [one] 1 jugador
   *[other] { $count } jugadores
}
tournament-new = Torneo nuevo
tournament-import = Abrir un archivo TRF
tournament-export = Guardar como TRF
tournament-trf-not-text = Este archivo no es un archivo de texto.

## Un torneo nuevo
tournament-new-title = Torneo nuevo
tournament-new-name = Nombre
tournament-new-name-hint = Torneo de primavera
tournament-new-format = Sistema
tournament-format-round-robin = Todos contra todos
tournament-format-double = Todos contra todos a doble vuelta
tournament-format-swiss = Sistema suizo
tournament-new-rounds = Rondas:
tournament-new-bye = El descanso vale:
tournament-new-players = Quién juega
tournament-new-apart = Quién no debe jugar contra quién (opcional)
tournament-new-apart-hint = Presione el nombre de un niño y luego el de otro: nunca se emparejarán.
tournament-new-apart-remove = Presione para quitar esta pareja de la lista.
tournament-new-name-missing = Primero póngale un nombre al torneo.
tournament-new-create = Crear el torneo

## Un torneo
tournament-tab-rounds = Rondas
tournament-tab-standings = Clasificación
tournament-tab-players = Jugadores
tournament-pair = Emparejar la ronda siguiente
tournament-draft-title = La ronda siguiente (aún sin publicar)
tournament-draft-hint = Para cambiarla, presione el nombre de un niño y luego el de otro: intercambian sus lugares.
tournament-draft-fine = El servidor no encuentra nada que objetar a estos emparejamientos.
tournament-publish = Publicar la ronda
tournament-start = Empezar las partidas de la ronda en los dispositivos
tournament-start-busy = un niño todavía está jugando otra partida; vuelva a intentarlo más tarde
tournament-start-refused = Mesa { $table }: { $why }.
tournament-round = Ronda { $round }
tournament-table = Mesa { $table }
tournament-bye = Descansa
tournament-seat-south = { $name } (Sur)
tournament-seat-north = { $name } (Norte)
tournament-on-devices = se juega en los dispositivos
tournament-result-south = Gana Sur
tournament-result-north = Gana Norte
tournament-result-draw = Empate
tournament-result-south-forfeit = Gana Sur (Norte no se presentó)
tournament-result-north-forfeit = Gana Norte (Sur no se presentó)
tournament-result-both-forfeit = Pierden los dos (ninguno se presentó)
tournament-sheet-open = Planilla…
tournament-sheet-hint = Las jugadas, tal como las lee «wahree review» (opcional)
tournament-claims = Lo que dijeron los niños:
tournament-conflict = Los niños dijeron resultados distintos. Elija el correcto:
tournament-claim = { $name }: { $result }
tournament-claim-won = «Gané»
tournament-claim-drawn = «Empatamos»
tournament-claim-lost = «Perdí»
tournament-withdraw = Retirar
tournament-withdrawn = retirado
tournament-late = Inscripción tardía (desde la ronda siguiente):
tournament-show = Mostrar la clasificación en los dispositivos de los niños
tournament-hall-hint = El enlace para la sala muestra la ronda y la clasificación a cualquiera que lo tenga: solo se puede mirar, no cambiar.
tournament-hall-open = Abrir el enlace para la sala
tournament-hall-close = Cerrar el enlace para la sala

## La clasificación
tournament-col-place = Puesto
tournament-col-name = Nombre
tournament-col-points = Puntos
tournament-tb-bh-c1 = Buchholz corte 1: la suma de las puntuaciones de los rivales, sin la más baja
tournament-tb-bh = Buchholz: la suma de las puntuaciones de los rivales
tournament-tb-sb = Sonneborn-Berger: la suma de la puntuación de cada rival multiplicada por los puntos obtenidos contra él
tournament-tb-de = Encuentro directo: los puntos obtenidos en las partidas entre los jugadores empatados
tournament-tb-win = Victorias: el número de partidas ganadas

## Lo que el servidor rechazó al preparar un torneo
tournament-player-name = El nombre está vacío, es demasiado largo o tiene un carácter que no se puede usar.
tournament-name = Póngale un nombre al torneo (hasta 100 caracteres, sin espacios al principio ni al final).
tournament-date = Esta fecha no se puede usar.
tournament-rating = Este Elo no se puede usar.
tournament-too-many-players = Hay demasiados jugadores para un solo torneo.
tournament-rounds = Un torneo suizo tiene de 1 a 99 rondas.
tournament-cycles = Un torneo todos contra todos se juega a una o a dos vueltas.
tournament-too-many-paired = Hay más rondas emparejadas de las que tiene el torneo.
tournament-unknown-player = Un jugador de las rondas no está en el torneo.
tournament-twice = Un jugador está emparejado dos veces en la misma ronda.
tournament-against-self = Un jugador está emparejado contra sí mismo.
tournament-forbidden-self = No se puede separar a un niño de sí mismo.
tournament-forbidden-twice = Esta pareja está dos veces en la lista.
tournament-absent-twice = Este jugador está marcado como ausente dos veces.
tournament-tie-break-twice = Un desempate está dos veces en la lista.
tournament-no-such-table = En esta ronda no hay esa mesa.
tournament-no-next-round = No hay una ronda siguiente que emparejar.
tournament-empty-round = Una ronda no tiene partidas.
tournament-late-in-round-robin = Nadie puede sumarse a un torneo todos contra todos que ya empezó.

## El inicio de un niño, en un torneo (lo lee el niño)
tournament-home-next-first = { $title }: ronda { $round }, mesa { $table }. Juegas contra { $opponent }, ¡y empiezas tú!
tournament-home-next-second = { $title }: ronda { $round }, mesa { $table }. Juegas contra { $opponent }, que empieza la partida.
tournament-home-bye = { $title }: en esta ronda no juegas, descansas.
tournament-home-wait = { $title }: espera a la ronda siguiente.
tournament-home-place = Tu puesto: { $place } · Tus puntos: { $points }
tournament-home-won = Gané
tournament-home-drawn = Empatamos
tournament-home-lost = Perdí

## Imprimir las páginas del torneo (para el maestro)
tournament-print = Imprimir…
tournament-print-hint = Elija una página para imprimir. Se guarda como un archivo que se abre en un navegador web, y se imprime desde el navegador.
tournament-print-pairings = Emparejamientos de la última ronda
tournament-print-standings = La clasificación
tournament-print-sheets = Planillas de juego
tournament-print-certificates = Diplomas
tournament-print-saved = Guardado en { $file }. Ábralo en un navegador para imprimirlo.
tournament-print-open = Abrir en el navegador
tournament-print-no-round = Primero publique una ronda: luego podrá imprimir sus emparejamientos y sus planillas.
tournament-print-tab = La página se abrió en una pestaña nueva: imprímala desde allí.
tournament-print-blocked = El navegador no abrió una pestaña nueva. Permita las ventanas emergentes para este sitio y vuelva a elegir la página.

## Torneo nuevo: el orden de los desempates; las rondas que perdió quien
## entra tarde; imprimir una ronda anterior (para el maestro)
tournament-new-tb = Desempates, en orden
tournament-new-tb-hint = Si dos niños tienen los mismos puntos, decide el primer desempate; si también empatan en ese, decide el siguiente.
tournament-new-tb-up = Subir
tournament-new-tb-down = Bajar
tournament-late-missed = Las rondas que no jugó valen:
tournament-late-missed-none = nada
tournament-late-missed-half = ½ punto cada una
tournament-print-round = Elija la ronda:
tournament-print-pairings-of = Emparejamientos de la ronda { $round }
tournament-print-sheets-of = Planillas de la ronda { $round }

## El inicio de un niño cuando el maestro muestra la clasificación (lo lee el niño)
tournament-home-standings = Los puestos de todos:
