# Class tournaments on the class server (docs/tournaments.md): what a
# child's device says when it reports a board game's result, and the
# server's refusals and warnings, for the teacher's pairing screen.

## A child's device
tournament-not-playing = You are not playing in this tournament.
tournament-no-board = That is not your game in this round.
tournament-result-in = The result of this game is already in.
tournament-report-waiting = Thank you! Now your partner tells the result too.
tournament-report-agreed = You both said the same thing. The result is in!
tournament-report-conflict = You and your partner said different results. Your teacher will decide.

## The teacher: what the server refused
tournament-invalid = This tournament cannot be set up like that.
tournament-over = Every round of this tournament has been played.
tournament-round-unfinished = Round { $round }, table { $table } has no result yet.
tournament-too-few = There are fewer than two players to pair.
tournament-no-pairing = No pairing follows the rules for this round.
tournament-learner-twice = This child is in the tournament already.
tournament-no-draft = Pair the next round first, then publish it.
tournament-not-a-round = These pairings are not a round: each child plays at most once, and only children of the tournament.
tournament-sheet = The score sheet stops at line { $line }, column { $column }: that move cannot be played.
tournament-sheet-result = The moves on the score sheet do not end with this result.
tournament-sheet-too-long = This score sheet is too long.
tournament-unknown-learner = This child is not in the class.
tournament-format = Choose round robin, double round robin or Swiss.
tournament-tie-break = This tie-break is not one Wahree knows.
tournament-bye-points = A bye is worth 0, ½ or 1 point.
tournament-missed = Missed rounds count as nothing or as half a point each.
tournament-result = Choose a result for the game.
tournament-trf = This file cannot be read: line { $line }.
tournament-full = This class has as many tournaments as it can keep. Delete an old one first.

## The teacher: what a pairing changed by hand breaks
tournament-warn-met = { $first } and { $second } have played each other already.
tournament-warn-forbidden = { $first } and { $second } must not play each other.
tournament-warn-absent-paired = { $player } is absent or has withdrawn, but has a game.
tournament-warn-not-paired = { $player } is here but has no game.
tournament-warn-twice = { $player } has two games in this round.
tournament-warn-unknown = Player { $player } is not in the tournament.
tournament-warn-bye-count = With an even number of players nobody sits out; with an odd number, one player does.
tournament-warn-second-bye = { $player } has sat out before (or won a game by forfeit).
tournament-warn-bye-score = { $player } sits out, but a player with fewer points could.
tournament-warn-colour = { $first } and { $second } both should move first (or both second).
tournament-warn-colour-absolute = { $player } must play the other side this time: the rules say who moves first.
tournament-warn-quality = The server's pairing is better by rule C{ $criterion } of the Swiss system.
tournament-warn-input = This tournament cannot be checked as it is.
tournament-warn-not-the-table = These pairings are not the ones of the round robin's table.
