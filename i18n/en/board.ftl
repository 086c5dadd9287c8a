# The teacher's board, saving a position as a puzzle, and the game review.

# Under a puzzle written by a teacher in another language. $language is that
# language's own name (Italiano, Español, 日本語, English).
puzzle-written-in = written in { $language }

## Home.
home-board = Teacher's board

## The teacher's board. $player is a player's name (side-south or side-north);
## $side is "south" or "north"; $house a house number as its owner sees it.
board-mode-edit = Set up
board-mode-play = Play
board-coach-show = Show the coach
board-coach-hide = Hide the coach
board-save-puzzle = Save as a puzzle
board-edit-title = Set up the board
board-edit-help = Click a house or a store to add a seed; right-click it (or Shift+click) to take one away. Or choose a house and type how many seeds it holds.
board-edit-cannot-play = This position can't be played yet.
board-edit-to-move = Who moves first?
board-edit-count = Houses { $houses } · stores { $stores } · in all { $total } of 48
board-edit-fill = { $seeds ->
        [0] The stores are right
       *[other] Make the stores fit: 48 in all
    }
board-edit-opening = Start position
board-edit-clear = Empty board
board-edit-play = Play from this position
board-to-move = { $player } to move
board-play-help = Play the moves of both players. Click a move in the list to go back to it.
board-moves-start = Start
board-coach-thinking = The coach is looking at this position…
board-coach-best = The coach's best { $count ->
        [one] move: house { $houses }
       *[other] moves: houses { $houses }
    }, worth { $value } { $exact ->
        [yes] (proven to the end of the game)
       *[no] (an estimate)
    }.
board-coach-line = The coach's line: { $moves }
board-coach-looking-further = The coach is looking further ahead…
board-coach-play = Play the coach's move
board-coach-legend = Red: the seeds a move takes now. +3 or -2: how many seeds { $side ->
        [south] South
       *[north] North
    } ends up ahead or behind with that move, by the coach's count; a tick means it is proven. The best moves are ringed in green.
# One move of a line: a side's initial and a house number, as on a score sheet.
board-line-move = { $side ->
        [south] S
       *[north] N
    }{ $house }
board-keys-edit = Keys: click or ← → ↑ ↓ choose a house · 0 to 9 type its seeds · + and - add or take one · S or N who moves · F fill the stores · O start position · Enter play · C coach · P save as a puzzle · Esc home
board-keys-play = Keys: 1 to 6 play a house · ← → back and forward through the moves · Space the coach's move · C coach · E set up this position · P save as a puzzle · Esc home
board-keys-form = Keys: Esc close the form

## Saving a position as a puzzle.
board-form-title = Save this position as a puzzle
board-goal-play = Play a given house
board-goal-last-in = Last seed in a given house
board-goal-capture = Capture at least…
board-goal-most-seeds = Capture the most seeds
board-goal-longest-chain = Capture the longest chain
board-goal-wipe-out = Find the wipe-out
board-goal-feed = Feed the other player
board-goal-avoid-wipe-out = Stop a wipe-out
board-goal-defend = Give away the least
board-goal-secure = Make sure of seeds in the store…
board-goal-wipe-out-within = Wipe out within…
board-goal-guard = Defend for a few moves
board-form-at-most = seeds lost at most:
board-goal-win = Win within…
board-form-house = { $side ->
        [south] South's
       *[north] North's
    } house { $house }
board-form-at-least = seeds:
board-form-seeds = seeds:
board-form-moves = moves:
board-form-theme = Theme:
board-form-difficulty = Difficulty:
board-form-answers = { $count ->
        [0] No move reaches this goal: choose another goal.
        [one] One move reaches it: house { $houses }.
       *[other] { $count } moves reach it: houses { $houses }.
    }
board-form-prompt = Your question about the position (you can leave it empty)
board-form-hint = Hint { $number } (you can leave it empty)
board-form-explanation = What to say once it is solved
board-form-needs-explanation = Write what to say once the puzzle is solved, then save it.
board-form-language = Written in { $language }. Learners who use another language see your words as you wrote them, with a note.
board-form-written-in = You write in:
board-form-pin = Only the teacher saves puzzles for the class: type the teacher's PIN.
board-form-save = Save the puzzle
board-form-live-add = Add to the next live challenge
board-form-live-queued = Positions for the next live challenge: { $count }
board-form-live-full = The next live challenge is full: start it from the teacher's view.
board-form-cancel = Cancel
board-form-close = Close
board-form-saved = Saved as “{ $id }”. It is in the puzzle list now.
board-save-no-folder = There is no folder to save it in on this computer.
board-save-denied = It could not be saved: the lessons folder may not be written to.
board-save-full = It could not be saved: the disk is full.
board-save-failed = It could not be saved. Try again, or ask whoever looks after this computer.
board-form-too-many = Too many moves are right for a puzzle: choose another goal, or change the position.
board-form-one-move = Only one move can be played here, so the puzzle answers itself.

## Opening a position or a game on the teacher's board (play, lessons, puzzles).
board-open = Open on the teacher's board

## Reviewing a game. $player is a player's name; $done and $total count moves.
review-this-game = Review this game
review-back = Home
review-stop = Stop the review
review-go-on = Go on with the review
review-line-play = Play the better moves
review-line-next = Next move
review-line-leave = Back to the game
review-seen-from = Seen from { $player }
review-graph-ahead = { $player } ahead
review-graph-behind = { $player } behind
review-open-board = Open on the teacher's board
review-title = Review of the game, seen from { $player }
review-progress = The coach is looking at move { $done } of { $total }…
review-stopped = Stopped after { $done } of { $total ->
        [one] { $total } move.
       *[other] { $total } moves.
    }
review-no-moves = This game has no moves to review.
review-not-yet = The coach has not looked at this move yet.
review-line-shown = The coach's moves from here: { $moves }
review-mark-loss = { $mark }, { $seeds ->
        [one] one seed lost
       *[other] { $seeds } seeds lost
    }
review-estimate-mark = { " " }(an estimate)
review-keys = Keys: ← → move by move · Space play the better moves · Esc back to the game, then home · S stop or go on · F seen from the other side · B teacher's board
# The play screen's keys once a game is over.
play-keys-end = Keys: G review this game · N new game · U or Ctrl+Z undo · B teacher's board · Esc home

## "My games": the learner's last games, to review. $level is the computer's
## level (0 for a game with a friend); $days how long ago it ended.
home-games = My games
games-title = My last games
games-none = No finished games yet. Play a game to the end, and it will be here to review.
games-entry = { $number }. { $level ->
        [0] With a friend
       *[other] Against the computer, level { $level }
    } · { $moves ->
        [one] { $moves } move
       *[other] { $moves } moves
    } · { $days ->
        [0] today
        [1] yesterday
       *[other] { $days } days ago
    }
games-result = { $outcome ->
        [won] You won, { $mine } to { $theirs }.
        [lost] You lost, { $mine } to { $theirs }.
        [drawn] A draw, { $mine } to { $theirs }.
       *[played] South { $south }, North { $north }.
    }
games-keys = Keys: Enter review the newest game · 1 to 9 review that game · Esc home
