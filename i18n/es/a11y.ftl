# Textos que el lector de pantalla lee en voz alta mientras el niño o la niña
# recorre el tablero (src/app/semantics): nunca se dibujan.

a11y-board = Tablero
# Una casa. $owner: el jugador como lo nombra el tablero (Sur, Norte, la
# computadora, el nombre de un niño); va primero, como una etiqueta, para que
# suene bien con cualquier nombre. $house: su número, del 1 al 6.
# «una semilla» en letras: los lectores de pantalla leen «1» como «uno».
a11y-house = { $owner }, casa { $house }: { $seeds ->
        [one] una semilla
       *[other] { $seeds } semillas
    }
a11y-store = { $owner }, almacén: { $seeds ->
        [one] una semilla
       *[other] { $seeds } semillas
    }
# Una casa que una lección o el entrenador marcó con un círculo; $thing es la
# casa como arriba. «Esta casa»: tras «una semilla», «marcada» se oiría como
# si fuera la semilla.
a11y-marked = { $thing }. Esta casa tiene un círculo.

settings-speak-focus = Leer en voz alta lo que marca Tab
settings-speak-focus-on = Sí
settings-speak-focus-off = No
