# Los lee el lector de pantalla (src/app/semantics): nunca se dibujan.

a11y-board = Tablero
a11y-house = { $owner }, casa { $house }: { $seeds ->
        [one] 1 semilla
       *[other] { $seeds } semillas
    }
a11y-store = { $owner }, almacén: { $seeds ->
        [one] 1 semilla
       *[other] { $seeds } semillas
    }
a11y-marked = { $thing }, marcada con un círculo
