# Modo maestro en la partida contra la computadora, y las teclas de las
# pantallas que enseñan.
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
teaching-keep = Me quedo con mi jugada (Intro)
