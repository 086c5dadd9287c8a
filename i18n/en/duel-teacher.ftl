# The teacher's "Games between classmates" and its projector (docs/games.md,
# src/app/duel/class.rs and boards.rs). For adults: the teacher's words.

duel-teacher-open = Games between classmates
duel-teacher-title = Games between classmates
duel-teacher-back = Back to the class
duel-teacher-back-list = Back to the games
duel-teacher-games = The class's games now
duel-teacher-pair = { $southName } (South) – { $northName } (North)
duel-teacher-invitation = { $southName } invited { $northName } (waiting for an answer)
duel-teacher-adjourned = Adjourned: nobody can move until you resume it.
duel-teacher-to-move = { $name } to move
duel-teacher-moves = { $moves ->
    [one] { $moves } move played
   *[other] { $moves } moves played
}
duel-teacher-since = last move { $minutes ->
    [0] less than a minute ago
    [one] { $minutes } minute ago
   *[other] { $minutes } minutes ago
}
duel-teacher-overdue = The move timer ran out: the game is waiting for this move.
duel-teacher-project = Show on the projector
duel-teacher-adjourn = Adjourn
duel-teacher-resume = Resume
duel-teacher-end = End the game
duel-teacher-result = The result:
duel-teacher-won = { $name } wins
duel-teacher-drawn = Draw
duel-teacher-no-result = No result
duel-teacher-cancel = Don't end it
duel-teacher-no-games = No games between classmates right now.
duel-teacher-asking = Asking the class server…
duel-teacher-here = On a device now: { $names }
duel-teacher-here-none = Nobody from the class is on a device right now.
duel-teacher-pair-title = Pair two children
duel-teacher-south = South (moves first):
duel-teacher-north = North:
duel-teacher-pair-start = Start their game
duel-teacher-timer = Move timer for new games:
duel-teacher-timer-off = Off
duel-teacher-timer-seconds = { $seconds ->
    [one] { $seconds } second a move
   *[other] { $seconds } seconds a move
}
duel-teacher-timer-minutes = { $minutes ->
    [one] { $minutes } minute a move
   *[other] { $minutes } minutes a move
}
duel-teacher-all-boards = All boards on the projector
duel-teacher-all-title = All the class's games
duel-teacher-gone = This game is no longer on the class server's list.
duel-teacher-busy = { $name } is already playing a game. End or finish that game first.
duel-teacher-same-child = Choose two different children.
duel-teacher-refused = The class server refused this. Look at the list again and try once more.
duel-teacher-keys = Esc: back to the class
duel-teacher-keys-projector = Esc: back to the games
# A child's detail on the teacher's view: their games against classmates.
duel-teacher-record = Against classmates: { $won ->
        [one] 1 game won
       *[other] { $won } games won
    } of { $played }
# A running game's own move timer, on its line of "Games between classmates".
duel-teacher-timer-ask = Move timer…
duel-teacher-game-timer = This game's move timer:
duel-teacher-cancel-timer = Leave it as it is
duel-teacher-game-timer-is = Timer: { $timer }
# The class's CSV ("Save as a spreadsheet"): games against classmates on other devices.
export-classmates-played = Games against classmates
export-classmates-won = Won against classmates
