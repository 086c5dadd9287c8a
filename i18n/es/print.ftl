# Las páginas impresas de un torneo de clase y la pantalla del salón
# (docs/tournaments.md, "Printing"): emparejamientos y clasificación para
# la pared, una planilla por mesa, un diploma por niño en su idioma.

## Emparejamientos y pantalla del salón
print-pairings-title = { $name }: ronda { $round }
print-table = Mesa
print-moves-first = Juega primero (Sur)
print-moves-second = Juega segundo (Norte)
print-result = Resultado
print-bye = { $player } descansa en esta ronda.
print-excused = { $player } está ausente en esta ronda.

## Clasificación
print-standings-title = { $name }: clasificación después de la ronda { $round }
print-standings-start = { $name }: clasificación
print-place-heading = Puesto
print-player = Jugador
print-points = Puntos
print-tie-break-bh-c1 = los puntos de todos sus rivales, sin el más bajo.
print-tie-break-bh = los puntos de todos sus rivales.
print-tie-break-sb = los puntos de cada rival al que ganó, y la mitad de los de cada rival con el que empató.
print-tie-break-de = los puntos obtenidos en las partidas entre los empatados, si todos jugaron contra todos.
print-tie-break-win = las partidas ganadas.

## Planillas
print-sheets-title = { $name }: planillas, ronda { $round }
print-sheet-title = Planilla de la partida
print-sheet-where = Ronda { $round }, mesa { $table }
print-sheet-south = Juega primero (Sur)
print-sheet-north = Juega segundo (Norte)
print-sheet-move = Jugada
print-sheet-count = Semillas en los almacenes al final, Sur y Norte:
print-sheet-result = Resultado (encierra uno en un círculo; primero los puntos de Sur):
print-sheet-signature = Firma: { $player }
print-sheet-teacher = Docente

## Diplomas, cada uno en el idioma del niño
print-certificates-title = { $name }: diplomas
print-certificate-title = Diploma
print-certificate-cheer = ¡Muy bien jugado!
# $form es la forma ordinal del número; en español: 1.er, 2.º, 3.er, 4.º (también 13.er, 21.er, 23.er...: «decimotercer», «vigésimo primer puesto»).
print-place =
    { $form ->
       *[ord-other]
            { $place ->
                [1] 1.er
                [3] 3.er
                [13] 13.er
                [21] 21.er
                [23] 23.er
                [31] 31.er
                [33] 33.er
                [41] 41.er
                [43] 43.er
               *[other] { $place }.º
            }
    } puesto
print-place-shared =
    { $form ->
       *[ord-other]
            { $place ->
                [1] 1.er
                [3] 3.er
                [13] 13.er
                [21] 21.er
                [23] 23.er
                [31] 31.er
                [33] 33.er
                [41] 41.er
                [43] 43.er
               *[other] { $place }.º
            }
    } puesto compartido
# Mes y año: "marzo de 2027".
print-when = { $month } de { $year }
print-month-1 = enero
print-month-2 = febrero
print-month-3 = marzo
print-month-4 = abril
print-month-5 = mayo
print-month-6 = junio
print-month-7 = julio
print-month-8 = agosto
print-month-9 = septiembre
print-month-10 = octubre
print-month-11 = noviembre
print-month-12 = diciembre

## Pantalla del salón
print-hall-round = Ronda { $round }
print-hall-standings = Clasificación
print-hall-waiting = Todavía no se emparejó la primera ronda.
print-hall-closed = Este enlace está cerrado.
print-hall-closed-why = Pide a tu docente el nuevo enlace de la pantalla del torneo.

## Lo que el servidor no acepta
print-lang = Elige un idioma: en, it, es o ja.
print-round = Este torneo no tiene esa ronda.
print-query = Esta página no entiende lo que pide la dirección.
