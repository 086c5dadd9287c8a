# The teacher's tournament screens in the app (docs/tournaments.md, "In
# the app"): the class's list, a new tournament, the rounds, the draft,
# the results and the standings. South is the side that moves first.

tournament-open = Tournaments
tournament-back = Back
tournament-refresh = Look again
tournament-list-title = The class's tournaments
tournament-list-asking = Asking the class server…
tournament-list-none = No tournaments yet. Start one with "New tournament".
tournament-list-over = Finished
tournament-list-rounds = Rounds played: { $played } of { $total }
tournament-list-players = { $count ->
    [one] 1 player
   *[other] { $count } players
}
tournament-new = New tournament
tournament-import = Open a TRF file
tournament-export = Save as TRF
tournament-trf-not-text = This file is not a text file.

## A new tournament
tournament-new-title = New tournament
tournament-new-name = Name
tournament-new-name-hint = Spring tournament
tournament-new-format = Format
tournament-format-round-robin = Round robin
tournament-format-double = Double round robin
tournament-format-swiss = Swiss
tournament-new-rounds = Rounds:
tournament-new-bye = A bye is worth:
tournament-new-players = Who plays
tournament-new-apart = Who must not play each other (optional)
tournament-new-apart-hint = Press one child, then another: they are never paired.
tournament-new-apart-remove = Press to take this pair off the list.
tournament-new-name-missing = Give the tournament a name first.
tournament-new-create = Create the tournament

## A tournament
tournament-tab-rounds = Rounds
tournament-tab-standings = Standings
tournament-tab-players = Players
tournament-pair = Pair the next round
tournament-draft-title = The next round (not published yet)
tournament-draft-hint = To change it, press one child and then another: they change places.
tournament-draft-fine = The server finds nothing wrong with these pairings.
tournament-publish = Publish the round
tournament-start = Start the round's games on the devices
tournament-start-busy = a child is still playing another game; start again later
tournament-start-refused = Table { $table }: { $why }.
tournament-round = Round { $round }
tournament-table = Table { $table }
tournament-bye = Sits out
tournament-seat-south = { $name } (South)
tournament-seat-north = { $name } (North)
tournament-on-devices = playing on the devices
tournament-result-south = South wins
tournament-result-north = North wins
tournament-result-draw = Draw
tournament-result-south-forfeit = South wins by forfeit
tournament-result-north-forfeit = North wins by forfeit
tournament-result-both-forfeit = Both lose by forfeit
tournament-sheet-open = Score sheet…
tournament-sheet-hint = The moves, as "wahree review" reads them (optional)
tournament-claims = What the children reported:
tournament-conflict = The children reported different results. Choose the right one:
tournament-claim = { $name }: { $result }
tournament-claim-won = "I won"
tournament-claim-drawn = "Draw"
tournament-claim-lost = "I lost"
tournament-withdraw = Withdraw
tournament-withdrawn = withdrawn
tournament-late = Late entry (from the next round):
tournament-show = Show the standings on the children's devices
tournament-hall-hint = The hall's link shows the round and the standings to anyone who has it, read-only.
tournament-hall-open = Open the hall's link
tournament-hall-close = Close the hall's link

## The standings
tournament-col-place = Place
tournament-col-name = Name
tournament-col-points = Points
tournament-tb-bh-c1 = Buchholz cut-1: the opponents' scores added up, without the lowest
tournament-tb-bh = Buchholz: the opponents' scores added up
tournament-tb-sb = Sonneborn-Berger: each opponent's score times the points scored against them
tournament-tb-de = Direct encounter: the points scored in the games among the tied players
tournament-tb-win = Wins: the number of games won

## What the server refused in a tournament's set-up
tournament-player-name = The name is empty, too long or has a character that cannot be used.
tournament-name = Give the tournament a name (up to 100 characters, no space at either end).
tournament-date = The date cannot be used.
tournament-rating = This rating cannot be used.
tournament-too-many-players = There are too many players for one tournament.
tournament-rounds = A Swiss has from 1 to 99 rounds.
tournament-cycles = A round robin is played once or twice.
tournament-too-many-paired = There are more rounds than the tournament has.
tournament-unknown-player = A player in the rounds is not in the tournament.
tournament-twice = A player is paired twice in one round.
tournament-against-self = A player is paired against themselves.
tournament-forbidden-self = A child cannot be kept apart from themselves.
tournament-forbidden-twice = This pair is on the list twice.
tournament-absent-twice = This player is marked absent twice.
tournament-tie-break-twice = A tie-break is in the list twice.
tournament-no-such-table = There is no such table in this round.
tournament-no-next-round = There is no next round to pair.
tournament-empty-round = A round has no games.
tournament-late-in-round-robin = Nobody can join a round robin once it has started.

## A child's Home, in a tournament (the child reads these)
tournament-home-next-first = { $title }: round { $round }, table { $table }. You play { $opponent }, and you move first!
tournament-home-next-second = { $title }: round { $round }, table { $table }. You play { $opponent }, and { $opponent } moves first.
tournament-home-bye = { $title }: you sit out this round.
tournament-home-wait = { $title }: wait for the next round.
tournament-home-place = Your place: { $place } · Your points: { $points }
tournament-home-won = I won
tournament-home-drawn = Draw
tournament-home-lost = I lost

## Printing the tournament's pages (the teacher's)
tournament-print = Print…
tournament-print-hint = Choose a page to print. It is saved as a file that opens in a web browser, which prints it.
tournament-print-pairings = Pairings of the last round
tournament-print-standings = The standings
tournament-print-sheets = Score sheets
tournament-print-certificates = Certificates
tournament-print-saved = Saved in { $file }. Open it in a web browser to print it.
tournament-print-open = Open it in the web browser
tournament-print-no-round = Publish a round first: then its pairings and score sheets can be printed.
tournament-print-tab = The page opened in a new tab: print it from there.
tournament-print-blocked = The browser did not open a new tab. Allow pop-ups for this page, then choose the page again.

## New tournament: the tie-breaks' order; a late entry's missed rounds;
## printing an earlier round (the teacher's)
tournament-new-tb = Tie-breaks, in order
tournament-new-tb-hint = When two children have the same points, the first tie-break decides; if that is equal too, the next one does.
tournament-new-tb-up = Move up
tournament-new-tb-down = Move down
tournament-late-missed = The rounds they missed count as:
tournament-late-missed-none = nothing
tournament-late-missed-half = ½ point each
tournament-print-round = Which round:
tournament-print-pairings-of = Pairings of round { $round }
tournament-print-sheets-of = Score sheets of round { $round }

## A child's Home when the teacher shows the standings (the child reads this)
tournament-home-standings = Everyone's place:
