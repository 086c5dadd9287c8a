# El entrenador en la partida contra la computadora (propone deshacer una
# jugada), el aviso de una lección tras un intento equivocado, y las teclas de cada pantalla.
# $seeds es un número de semillas, $house el número de una casa vista por su dueño (del 1 al 6).

teaching-mode = Entrenador:
teaching-on = Sí
teaching-off = No
teaching-checking = El entrenador está mirando tu jugada…
teaching-offer-title = ¡Espera un momento!
teaching-offer = Después de tu jugada desde la casa { $house }, { $player } puede responder con la casa { $answer } y quitarte enseguida { $seeds ->
        [one] una semilla
       *[other] { $seeds } semillas
    }. Mira los círculos rojos.
teaching-offer-wipe-out = Después de tu jugada desde la casa { $house }, { $player } puede responder con la casa { $answer } y quitarte todas las semillas de tu fila: ¡{ $seeds ->
        [one] 1 semilla
       *[other] { $seeds } semillas
    }!
teaching-offer-question = ¿Quieres deshacerla?
teaching-take-back = Deshacerla (U)
teaching-keep = Dejarla así (Enter)

# Una casa elegida tras un intento equivocado en una lección, antes de «Inténtalo otra vez».

# Las teclas de cada pantalla, escritas abajo: la aplicación se usa también sin mouse.
play-keys = Teclas: 1 a 6: jugar una casa · ← →: elegir una casa, Enter: jugarla · U o Ctrl+Z: deshacer · R: rehacer · N: partida nueva · T: entrenador sí o no · + o -: nivel · A: se adapta a mí · Esc: volver al inicio
# En una partida entre dos: no hay entrenador, así que no hay T.
play-keys-friend = Teclas: 1 a 6: jugar una casa · ← →: elegir una casa, Enter: jugarla · U o Ctrl+Z: deshacer · R: rehacer · N: partida nueva · Esc: volver al inicio
puzzle-keys = Teclas: 1 a 6: jugar una casa · ← →: elegir una casa, Enter: jugarla · H: pista · R: intentar otra vez · S: ver la solución · N: siguiente acertijo · Esc: volver a los acertijos
puzzle-keys-done = Teclas: R: intentar otra vez · N: siguiente acertijo · Esc: volver a los acertijos
lessons-keys = Teclas: ↑ ↓: elegir una lección, Enter: abrirla (o la siguiente por hacer) · { $ten ->
        [yes] 1 a 9: abrir la lección con ese número, 0: abrir la lección 10
       *[other] 1 a 9: abrir la lección con ese número
    } · Esc: volver al inicio
# La línea de teclas: "Teclas:" y las teclas que sirven en el paso que se
# ve, cada una de las lesson-key-* de abajo, unidas por " · " ($keys).
lesson-keys = Teclas: { $keys }
lesson-key-houses = 1 a 6: jugar una casa
lesson-key-choose = ← →: elegir una casa y Enter: jugarla
# $count es cuántas respuestas hay, $last la letra de la última.
lesson-key-letters = { $count ->
        [2] A o B
       *[other] de la A a la { $last }
    }: elegir una respuesta
lesson-key-hint = H: pista
lesson-key-retry = R o Enter: intentar otra vez
lesson-key-watch = W: verlo otra vez
lesson-key-next = → o Enter: siguiente
lesson-key-back = ← o Retroceso: atrás
lesson-key-backspace = Retroceso: atrás
# $step es el número de un paso que a la lección aún le falta.
lesson-key-go-to = G: ir al paso { $step }
lesson-key-esc = Esc: todas las lecciones
lesson-key-skip = S: saltar
lesson-key-restart = R: empezar de nuevo
lesson-key-next-lesson = Enter: siguiente lección
lesson-key-enter-list = Enter: todas las lecciones
lesson-key-practise = P: practicar
settings-keys = Teclas: L: idioma · T: colores · A: velocidad de la siembra · M: menos movimiento · N: agregar a alguien · Esc: volver al inicio
