# Las pantallas de torneos del maestro (docs/tournaments.md, "In the
# app"): la lista de la clase, un torneo nuevo, las rondas, el borrador,
# los resultados y la clasificación. Sur es el lado que mueve primero.

tournament-open = Torneos
tournament-back = Volver
tournament-refresh = Actualizar
tournament-list-title = Los torneos de la clase
tournament-list-asking = Preguntando al servidor de la clase…
tournament-list-none = Todavía no hay torneos. Crea uno con "Torneo nuevo".
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
tournament-new-apart-hint = Pulsa un niño y luego otro: nunca se emparejarán.
tournament-new-apart-remove = Pulsa para quitar esta pareja de la lista.
tournament-new-name-missing = Primero ponle un nombre al torneo.
tournament-new-create = Crear el torneo

## Un torneo
tournament-tab-rounds = Rondas
tournament-tab-standings = Clasificación
tournament-tab-players = Jugadores
tournament-pair = Emparejar la ronda siguiente
tournament-draft-title = La ronda siguiente (aún sin publicar)
tournament-draft-hint = Para cambiarla, pulsa un niño y luego otro: se cambian de sitio.
tournament-draft-fine = El servidor no encuentra nada que objetar a estos emparejamientos.
tournament-publish = Publicar la ronda
tournament-start = Empezar las partidas de la ronda en los dispositivos
tournament-start-busy = un niño todavía está jugando otra partida; vuelve a intentarlo más tarde
tournament-start-refused = Mesa { $table }: { $why }.
tournament-round = Ronda { $round }
tournament-table = Mesa { $table }
tournament-bye = Descansa
tournament-seat-south = { $name } (Sur)
tournament-seat-north = { $name } (Norte)
tournament-on-devices = se juega en los dispositivos
tournament-result-south = Gana Sur
tournament-result-north = Gana Norte
tournament-result-draw = Tablas
tournament-result-south-forfeit = Gana Sur por incomparecencia
tournament-result-north-forfeit = Gana Norte por incomparecencia
tournament-result-both-forfeit = Pierden los dos por incomparecencia
tournament-sheet-open = Planilla…
tournament-sheet-hint = Las jugadas, como las lee "wahree review" (opcional)
tournament-claims = Lo que dijeron los niños:
tournament-conflict = Los niños dijeron resultados distintos. Elige el correcto:
tournament-claim = { $name }: { $result }
tournament-claim-won = "Gané"
tournament-claim-drawn = "Tablas"
tournament-claim-lost = "Perdí"
tournament-withdraw = Retirar
tournament-withdrawn = retirado
tournament-late = Inscripción tardía (desde la ronda siguiente):
tournament-show = Mostrar la clasificación en los dispositivos de los niños
tournament-hall-hint = El enlace para la sala muestra la ronda y la clasificación a quien lo tenga, solo para leer.
tournament-hall-open = Abrir el enlace para la sala
tournament-hall-close = Cerrar el enlace para la sala

## La clasificación
tournament-col-place = Puesto
tournament-col-name = Nombre
tournament-col-points = Puntos
tournament-tb-bh-c1 = Buchholz cut-1: la suma de las puntuaciones de los rivales, sin la más baja
tournament-tb-bh = Buchholz: la suma de las puntuaciones de los rivales
tournament-tb-sb = Sonneborn-Berger: la puntuación de cada rival por los puntos hechos contra él
tournament-tb-de = Encuentro directo: los puntos hechos en las partidas entre los empatados
tournament-tb-win = Victorias: el número de partidas ganadas

## Lo que el servidor rechazó al preparar un torneo
tournament-player-name = El nombre está vacío, es demasiado largo o tiene un carácter que no se puede usar.
tournament-name = Ponle un nombre al torneo (hasta 100 caracteres, sin espacios al principio ni al final).
tournament-date = Esta fecha no se puede usar.
tournament-rating = Este Elo no se puede usar.
tournament-too-many-players = Hay demasiados jugadores para un solo torneo.
tournament-rounds = Un suizo tiene de 1 a 99 rondas.
tournament-cycles = Un todos contra todos se juega a una o a dos vueltas.
tournament-too-many-paired = Hay más rondas de las que tiene el torneo.
tournament-unknown-player = Un jugador de las rondas no está en el torneo.
tournament-twice = Un jugador está emparejado dos veces en la misma ronda.
tournament-against-self = Un jugador está emparejado contra sí mismo.
tournament-forbidden-self = No se puede separar a un niño de sí mismo.
tournament-forbidden-twice = Esta pareja está dos veces en la lista.
tournament-absent-twice = Este jugador está marcado ausente dos veces.
tournament-tie-break-twice = Un desempate está dos veces en la lista.
tournament-no-such-table = En esta ronda no hay esa mesa.
tournament-no-next-round = No hay una ronda siguiente que emparejar.
tournament-empty-round = Una ronda no tiene partidas.
tournament-late-in-round-robin = Nadie puede entrar en un todos contra todos ya empezado.

## El inicio de un niño, en un torneo (lo lee el niño)
tournament-home-next-first = { $title }: ronda { $round }, mesa { $table }. Juegas contra { $opponent } y mueves tú primero.
tournament-home-next-second = { $title }: ronda { $round }, mesa { $table }. Juegas contra { $opponent }, que mueve primero.
tournament-home-bye = { $title }: en esta ronda descansas.
tournament-home-wait = { $title }: espera a la ronda siguiente.
tournament-home-place = Tu puesto: { $place } · Tus puntos: { $points }
tournament-home-won = Gané
tournament-home-drawn = Tablas
tournament-home-lost = Perdí

## Imprimir las páginas del torneo (para el maestro)
tournament-print = Imprimir…
tournament-print-hint = Elige una página para imprimir. Se guarda como un archivo que se abre en un navegador, y el navegador la imprime.
tournament-print-pairings = Emparejamientos de la última ronda
tournament-print-standings = La clasificación
tournament-print-sheets = Planillas de juego
tournament-print-certificates = Diplomas
tournament-print-saved = Guardado en { $file }. Ábrelo en un navegador para imprimirlo.
tournament-print-open = Abrir en el navegador
tournament-print-no-round = Primero publica una ronda: luego podrás imprimir sus emparejamientos y planillas.
tournament-print-tab = La página se abrió en una pestaña nueva: imprímela desde allí.
tournament-print-blocked = El navegador no abrió una pestaña nueva. Permite las ventanas emergentes en esta página y vuelve a elegir la página.
