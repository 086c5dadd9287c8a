# Partidas entre dos dispositivos (docs/games.md): "Jugar con un
# compañero", la invitación, la pantalla de la partida y la tarjeta del
# inicio. Los rechazos guardan los id del servidor (src/duel/error.rs).

## Inicio y "Jugar con un compañero"
duel-play-classmate = Jugar con un compañero
duel-classmates-title = Jugar con un compañero
duel-classmates-who = ¿Con quién quieres jugar? Elige su tarjeta.
duel-classmates-none = Ahora mismo nadie más de tu clase está en un dispositivo. ¡Vuelve a intentarlo en un momento!
duel-classmates-asking = Buscando a tus compañeros…
duel-classmates-keys = Esc: volver
duel-back = Volver
duel-someone = tu compañero
duel-card-invited = ¡{ $name } quiere jugar una partida contigo!
duel-card-waiting = Esperando a que { $name } responda a tu desafío
duel-card-continue = Sigue tu partida con { $name }
duel-card-key = Presiona aquí para abrir

## La invitación
duel-title = Una partida con { $name }
duel-waiting = Esperando la respuesta de { $name }…
duel-invited = ¡{ $name } quiere jugar una partida de Wahree contigo!
duel-declined = { $name } dijo: «No, gracias». ¡Tal vez otro día!
duel-you-declined = Dijiste: «No, gracias».
duel-you-withdrew = Retiraste tu desafío.
duel-withdrawn = { $name } retiró el desafío.
duel-withdraw = Retirar el desafío
duel-accept = Jugar
duel-accept-first = Jugar: empiezo yo
duel-accept-second = Jugar: empieza { $name }
duel-decline = No, gracias

## La partida
duel-your-move = ¡Te toca! Elige una de tus casas.
duel-their-move = { $name } está pensando su jugada…
duel-adjourned = Tu docente pausó esta partida. Queda guardada y te espera.
duel-draw-offer = { $name } te propone terminar la partida en empate. ¿Estás de acuerdo?
duel-draw-offered = Propusiste terminar la partida en empate. Esperando la respuesta de { $name }…
duel-take-back-ask = { $name } pide deshacer su última jugada. ¿Te parece bien?
duel-take-back-asked = Pediste deshacer tu jugada. Esperando la respuesta de { $name }…
duel-answer-yes = Sí, está bien
duel-answer-no = No, sigamos jugando
duel-offer-draw = Proponer empate
duel-ask-take-back = Deshacer mi jugada
duel-resign = Rendirme
duel-resign-sure = ¿De verdad quieres rendirte en esta partida?
duel-resign-yes = Sí, me rindo
duel-resign-no = No, sigo jugando
duel-timer = Cada jugada puede durar como máximo { $seconds ->
    [one] { $seconds } segundo
   *[other] { $seconds } segundos
}.
duel-overdue = Se acabó el tiempo de esta jugada. No se pierde nada: la partida espera la jugada.
duel-leave = Inicio
duel-keys = Teclas: 1 a 6: elegir una de tus casas · Esc: volver al inicio (la partida te espera)
duel-keys-no-board = Esc: volver al inicio

## El final
duel-over-won = ¡Ganaste! ¡Muy bien jugado!
duel-over-lost = Esta vez ganó { $name }. ¡Los dos jugaron muy bien!
duel-over-drawn = ¡Es un empate!
duel-over-none = Tu docente terminó la partida sin resultado.
duel-end-wipe-out = Un lado se quedó sin semillas.
duel-end-no-moves = No quedaba ninguna jugada posible.
duel-end-repetition = Volvió a aparecer la misma posición.
duel-end-resigned = { $name } se rindió.
duel-end-you-resigned = Te rendiste.
duel-end-draw-agreed = Los dos se pusieron de acuerdo en empatar.
duel-end-teacher = Tu docente terminó la partida.
duel-end-count = Semillas en los almacenes: tú { $mine }, { $name } { $theirs }.
duel-review = Ver la partida otra vez

## Rechazos
duel-same-child = ¡No puedes jugar contra ti mismo!
duel-bad-timer = El tiempo por jugada tiene que ser de 10 segundos a 10 minutos.
duel-move-no-such-house = Esa casa no existe.
duel-move-not-your-house = Esa casa no es tuya: elige una de tus casas.
duel-move-empty-house = La casa { $house } está vacía, así que no hay nada que sembrar. Elige una casa con semillas.
duel-move-must-feed = { $name } se quedó sin semillas, ¡así que tienes que darle algunas! La casa { $house } no llega a su fila.
duel-choose-first = Elige quién empieza.
duel-not-in-game = Esta partida no es tuya.
duel-not-yours = Eso lo tiene que hacer { $name }.
duel-not-your-turn = Todavía no te toca: { $name } está pensando.
duel-game-over = Esta partida ya terminó.
duel-twice = Eso ya se hizo.
duel-stale = Mientras tanto, la partida siguió. Así va ahora.
duel-wrong-moment = Eso no se puede hacer ahora.
duel-not-here = { $name } no está en un dispositivo ahora mismo.
duel-busy = { $name } ya está jugando una partida.
duel-not-on-this-device = Tu tarjeta ya no está elegida en este dispositivo. Elígela otra vez para jugar aquí.
duel-unknown-learner = El servidor de la clase todavía no conoce esta tarjeta. Vuelve a intentarlo en un momento.

## La barra sobre la pantalla del niño
duel-prompt-open = Ver

## Rechazado: quien pide ya está jugando
duel-busy-you = Ya estás jugando una partida. ¡Termínala primero y después podrás empezar otra!
