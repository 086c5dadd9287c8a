# El entrenador en la partida contra la computadora (propone deshacer una
# jugada), el aviso de una lección tras un intento equivocado, y las teclas de cada pantalla.
# $seeds es un número de semillas, $house el número de una casa vista por su dueño (del 1 al 6).

teaching-mode = Entrenador:
teaching-on = Sí
teaching-off = No
teaching-checking = El entrenador está mirando tu jugada…
teaching-offer-title = ¡Espera un momento!
teaching-offer = Con tu jugada desde la casa { $house } regalas { $seeds ->
        [one] una semilla
       *[other] { $seeds } semillas
    }.
teaching-offer-question = ¿Quieres deshacerla?
teaching-take-back = Deshacerla (U)
teaching-keep = Dejarla así (Enter)

# Una casa elegida tras un intento equivocado en una lección, antes de «Otra vez».
lesson-retry-first = Las semillas siguen donde las dejó tu jugada. Presiona «Otra vez» (o la R) para ponerlas como estaban y luego juega.

# Las teclas de cada pantalla, escritas abajo: la aplicación se usa también sin mouse.
play-keys = Teclas: 1 a 6 jugar una casa · ← → elegir una casa, Enter jugarla · U o Ctrl+Z deshacer · R rehacer · N partida nueva · T entrenador sí o no · Esc volver al inicio
puzzle-keys = Teclas: 1 a 6 jugar una casa · ← → elegir una casa, Enter jugarla · H pista · R otra vez · S enséñame la solución · N siguiente acertijo · Esc volver a los acertijos
lessons-keys = Teclas: Enter abrir la siguiente lección por hacer · 1 a 9 abrir la lección con ese número · Esc volver al inicio
lesson-keys = Teclas: 1 a 6 jugar una casa o elegir una respuesta · al probar una jugada, ← → elegir una casa y Enter jugarla · H pista · R otra vez · W verlo otra vez · → o Enter siguiente · ← o Retroceso atrás · Esc todas las lecciones
settings-keys = Teclas: L idioma · T colores · A velocidad de la siembra · Esc volver al inicio
