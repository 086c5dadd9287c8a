# El entrenador en la partida contra la computadora (propone deshacer una
# jugada), el aviso de una lección tras un intento equivocado, y las teclas de cada pantalla.
# $seeds es un número de semillas, $house el número de una casa vista por su dueño (del 1 al 6).

teaching-mode = Entrenador:
teaching-on = Sí
teaching-off = No
teaching-checking = El entrenador está mirando tu jugada…
teaching-offer-title = ¡Espera un momento!
teaching-offer = Tu jugada desde la casa { $house } regala { $seeds ->
        [one] una semilla
       *[other] { $seeds } semillas
    }.
teaching-offer-question = ¿Quieres deshacerla?
teaching-take-back = Deshacer la jugada (U)
teaching-keep = La dejo así (Intro)

# Una casa elegida tras un intento equivocado en una lección, antes de "Otra vez".
lesson-retry-first = Las semillas siguen donde las dejó tu jugada. Pulsa "Otra vez" (o R) para devolverlas a su sitio y luego juega.

# Las teclas de cada pantalla, escritas abajo: la aplicación se usa también sin ratón.
play-keys = Teclas: del 1 al 6 juegas una casa · ← → eliges una casa, Intro la juega · U o Ctrl+Z deshace · R rehace · N partida nueva · T entrenador sí o no · Esc vuelve al inicio
puzzle-keys = Teclas: del 1 al 6 juegas una casa · ← → eliges una casa, Intro la juega · H pista · R otra vez · S ver la solución · N siguiente acertijo · Esc vuelve a los acertijos
lessons-keys = Teclas: Intro abre la siguiente lección por hacer · del 1 al 9 abres esa lección · Esc vuelve al inicio
lesson-keys = Teclas: 1 a 6 juegan una casa o eligen una respuesta · cuando pruebas una jugada, ← → eliges una casa e Intro la juega · H pista · R otra vez · W ver otra vez · → o Intro siguiente · ← o Retroceso atrás · Esc todas las lecciones
settings-keys = Teclas: L idioma · T colores · A velocidad de la siembra · Esc vuelve al inicio
