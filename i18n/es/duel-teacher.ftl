# "Partidas entre compañeros" del docente y el proyector (docs/games.md,
# src/app/duel/class.rs y boards.rs). Para adultos: las palabras del docente.

duel-teacher-open = Partidas entre compañeros
duel-teacher-title = Partidas entre compañeros
duel-teacher-back = Volver a la clase
duel-teacher-back-list = Volver a las partidas
duel-teacher-games = Las partidas de la clase en este momento
duel-teacher-pair = { $southName } (Sur) – { $northName } (Norte)
duel-teacher-invitation = { $southName } desafió a { $northName } (esperando respuesta)
duel-teacher-adjourned = En pausa: nadie puede jugar hasta que usted la reanude.
duel-teacher-to-move = Le toca a { $name }
duel-teacher-moves = { $moves ->
    [one] { $moves } jugada hecha
   *[other] { $moves } jugadas hechas
}
duel-teacher-since = última jugada { $minutes ->
    [0] hace menos de un minuto
    [one] hace { $minutes } minuto
   *[other] hace { $minutes } minutos
}
duel-teacher-overdue = Se acabó el tiempo para esta jugada: la partida sigue esperándola.
duel-teacher-project = Mostrar en el proyector
duel-teacher-adjourn = Pausar
duel-teacher-resume = Reanudar
duel-teacher-end = Terminar la partida
duel-teacher-result = El resultado:
duel-teacher-won = Gana { $name }
duel-teacher-drawn = Empate
duel-teacher-no-result = Sin resultado
duel-teacher-cancel = No terminarla
duel-teacher-no-games = No hay partidas entre compañeros en este momento.
duel-teacher-asking = Preguntando al servidor de la clase…
duel-teacher-here = En un dispositivo ahora: { $names }
duel-teacher-here-none = Nadie de la clase está en un dispositivo en este momento.
duel-teacher-pair-title = Emparejar a dos niños
duel-teacher-south = Sur (juega primero):
duel-teacher-north = Norte:
duel-teacher-pair-start = Empezar su partida
duel-teacher-timer = Tiempo por jugada en las partidas nuevas:
duel-teacher-timer-off = Sin límite
duel-teacher-timer-seconds = { $seconds ->
    [one] { $seconds } segundo por jugada
   *[other] { $seconds } segundos por jugada
}
duel-teacher-timer-minutes = { $minutes ->
    [one] { $minutes } minuto por jugada
   *[other] { $minutes } minutos por jugada
}
duel-teacher-all-boards = Todos los tableros en el proyector
duel-teacher-all-title = Todas las partidas de la clase
duel-teacher-gone = Esta partida ya no está en la lista del servidor de la clase.
duel-teacher-busy = { $name } ya está jugando una partida. Primero termine esa partida o deje que acabe.
duel-teacher-same-child = Elija a dos niños distintos.
duel-teacher-refused = El servidor de la clase lo rechazó. Mire la lista otra vez y vuelva a intentarlo.
duel-teacher-keys = Esc: volver a la clase
duel-teacher-keys-projector = Esc: volver a las partidas
# El detalle de un niño: sus partidas contra compañeros.
duel-teacher-record = Contra compañeros: { $won ->
        [one] 1 partida ganada
       *[other] { $won } partidas ganadas
    } de { $played }
# El tiempo por jugada de una partida en curso, en su línea de «Partidas entre compañeros».
duel-teacher-timer-ask = Tiempo por jugada…
duel-teacher-game-timer = Tiempo por jugada de esta partida:
duel-teacher-cancel-timer = Dejarlo como está
duel-teacher-game-timer-is = Límite de tiempo: { $timer }
# El CSV de la clase («Guardar como hoja de cálculo»): las partidas contra compañeros en otros dispositivos.
export-classmates-played = Partidas contra compañeros
export-classmates-won = Ganadas contra compañeros
