# La clase en vivo en un aula de verdad (issue 32 §2, docs/live.md): lo
# que dicen el proyector y los dispositivos de los niños además de live.ftl.

## El inicio
live-start-timer-vote = Tiempo para cada votación

## El proyector: la espera
live-card-here = está aquí
live-lobby-here = Presentes: { $here } de { $total }.

## El resumen
live-summary-show-children = Mostrar las respuestas de cada estudiante
live-summary-hide-children = Ocultar las respuestas de cada estudiante
live-summary-child-hints = { $hints ->
    [one] usó 1 pista
   *[other] usó { $hints } pistas
}
live-game-summary-title = Cómo fue la partida
live-game-moves = { $count ->
    [0] No se hizo ninguna jugada: la partida terminó antes de empezar.
    [one] Se hizo una jugada.
   *[other] Se hicieron { $count } jugadas.
}
live-game-stores = En los almacenes: la clase { $seeds }, la computadora { $theirs }.

## El dispositivo de un niño: su línea de teclas
live-device-keys-hint = Teclas: 1 a 6: jugar una casa · H: una pista · Esc: volver a lo que estabas haciendo
live-device-keys-wait = Teclas: Esc: volver a lo que estabas haciendo
