# Printed pages of a class tournament and the hall's screen
# (docs/tournaments.md, "Printing"): pairings and standings on the wall,
# a score sheet per table, a certificate per child in their language.

## Pairings and the hall's screen
print-pairings-title = { $name }: round { $round }
print-table = Table
print-moves-first = Moves first (South)
print-moves-second = Moves second (North)
print-result = Result
print-bye = { $player } sits out this round.
print-excused = { $player } is away this round.

## Standings
print-standings-title = { $name }: standings after round { $round }
print-standings-start = { $name }: standings
print-place-heading = Place
print-player = Player
print-points = Points
print-tie-break-bh-c1 = the points of everyone they played, without the lowest.
print-tie-break-bh = the points of everyone they played.
print-tie-break-sb = the points of each child they beat, and half of each they drew with.
print-tie-break-de = the points among the children who are tied, if they all played each other.
print-tie-break-win = the games won.

## Score sheets
print-sheets-title = { $name }: score sheets, round { $round }
print-sheet-title = Score sheet
print-sheet-where = Round { $round }, table { $table }
print-sheet-south = Moves first (South)
print-sheet-north = Moves second (North)
print-sheet-move = Move
print-sheet-count = Seeds in the stores at the end, South and North:
print-sheet-result = Result (circle one; South's points first):
print-sheet-signature = Signature: { $player }
print-sheet-teacher = Teacher

## Certificates, each in the child's language
print-certificates-title = { $name }: certificates
print-certificate-title = Certificate
print-certificate-cheer = Well played!
# $form is the number's ordinal form in this language, as CLDR names
# them with "ord-" before (ord-one: 1st, 21st; ord-two: 2nd; ord-few:
# 3rd; ord-other: 4th, 11th; Italian has ord-many too).
print-place =
    { $form ->
        [ord-one] { $place }st
        [ord-two] { $place }nd
        [ord-few] { $place }rd
       *[ord-other] { $place }th
    } place
print-place-shared =
    Shared { $form ->
        [ord-one] { $place }st
        [ord-two] { $place }nd
        [ord-few] { $place }rd
       *[ord-other] { $place }th
    } place
# A month and year: "March 2027".
print-when = { $month } { $year }
print-month-1 = January
print-month-2 = February
print-month-3 = March
print-month-4 = April
print-month-5 = May
print-month-6 = June
print-month-7 = July
print-month-8 = August
print-month-9 = September
print-month-10 = October
print-month-11 = November
print-month-12 = December

## The hall's screen
print-hall-round = Round { $round }
print-hall-standings = Standings
print-hall-waiting = The first round has not been paired yet.
print-hall-closed = This link is closed.
print-hall-closed-why = Ask the teacher for the new link to the tournament's screen.

## What the server refuses
print-lang = Choose a language: en, it, es or ja.
print-round = This tournament has no such round.
print-query = This page does not know what the address asks for.
