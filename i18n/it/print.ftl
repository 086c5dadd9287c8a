# Le pagine stampate di un torneo di classe e lo schermo della sala
# (docs/tournaments.md, "Printing"): abbinamenti e classifica da appendere,
# un foglio di gara per tavolo, un attestato per bambino nella sua lingua.

## Abbinamenti e schermo della sala
print-pairings-title = { $name }: turno { $round }
print-table = Tavolo
print-moves-first = Muove per primo (Sud)
print-moves-second = Muove per secondo (Nord)
print-result = Risultato
print-bye = { $player } riposa in questo turno.
print-excused = { $player } è assente in questo turno.

## Classifica
print-standings-title = { $name }: classifica dopo il turno { $round }
print-standings-start = { $name }: classifica
print-place-heading = Posto
print-player = Giocatore
print-points = Punti
print-tie-break-bh-c1 = i punti di tutti gli avversari incontrati, tranne quelli dell'avversario che ne ha meno.
print-tie-break-bh = i punti di tutti gli avversari incontrati.
print-tie-break-sb = i punti di ogni avversario battuto, più metà dei punti di ogni avversario con cui si è pareggiato.
print-tie-break-de = i punti fatti nelle partite tra i giocatori a pari merito, se hanno giocato tutti tra loro.
print-tie-break-win = le partite vinte.

## Fogli di gara
print-sheets-title = { $name }: fogli di gara, turno { $round }
print-sheet-title = Foglio di gara
print-sheet-where = Turno { $round }, tavolo { $table }
print-sheet-south = Muove per primo (Sud)
print-sheet-north = Muove per secondo (Nord)
print-sheet-move = Mossa
print-sheet-count = Semi nei magazzini alla fine, Sud e Nord:
print-sheet-result = Risultato (cerchiane uno; prima i punti di Sud):
print-sheet-signature = Firma: { $player }
print-sheet-teacher = Insegnante

## Attestati, ognuno nella lingua del bambino
print-certificates-title = { $name }: attestati
print-certificate-title = Attestato
print-certificate-cheer = Complimenti, hai giocato benissimo!
# $form è la forma ordinale del numero; in italiano si scrive sempre 1º, 2º.
print-place =
    { $form ->
       *[ord-other] { $place }º
    } posto
print-place-shared =
    { $form ->
       *[ord-other] { $place }º
    } posto a pari merito
# Mese e anno: "marzo 2027".
print-when = { $month } { $year }
print-month-1 = gennaio
print-month-2 = febbraio
print-month-3 = marzo
print-month-4 = aprile
print-month-5 = maggio
print-month-6 = giugno
print-month-7 = luglio
print-month-8 = agosto
print-month-9 = settembre
print-month-10 = ottobre
print-month-11 = novembre
print-month-12 = dicembre

## Schermo della sala
print-hall-round = Turno { $round }
print-hall-standings = Classifica
print-hall-waiting = Il primo turno non è ancora stato abbinato.
print-hall-closed = Questo link è chiuso.
print-hall-closed-why = Chiedi all'insegnante il nuovo link dello schermo del torneo.

## Cosa rifiuta il server
print-lang = Scegli una lingua: en, it, es o ja.
print-round = Questo torneo non ha questo turno.
print-query = Questa pagina non capisce che cosa chiede l'indirizzo.
