# The live class (docs/live.md): the teacher's start and projector, and
# each child's device.

## The teacher's view and the start
live-open = Start a challenge
live-start-title = Play together, live
live-start-kind = What shall the class do?
live-kind-challenge = A challenge: puzzles, one after another
live-kind-vote = The class against the computer
live-start-puzzles = Which puzzles?
live-theme-any = Any theme
live-theme-missed = The ones this class missed most
live-theme-board = { $count ->
    [one] The position from the teacher's board
   *[other] The { $count } positions from the teacher's board
}
live-start-difficulty = How hard?
live-difficulty-any = Any
live-start-count = How many puzzles?
live-start-level = The computer's level
live-level = { $level } · { $name }
live-start-seat = The class plays
live-seat-south = South (moves first)
live-seat-north = North
live-start-timer = Time for each answer
live-timer-none = No timer
live-timer-seconds = { $seconds ->
    [one] 1 second
   *[other] { $seconds } seconds
}
live-start-go = Start
live-back = Back to the class

## The projector
live-lobby = A challenge of { $count ->
    [one] one puzzle
   *[other] { $count } puzzles
}: the class joins now.
live-puzzle-of = Puzzle { $number } of { $count }
live-ended = The challenge is over.
live-answered-count = Answers: { $answered } of { $total }.
live-voted-count = Votes: { $voted } of { $total }.
live-vote-title = The class against the computer, level { $level } · { $name }
live-computer-thinking = The computer is thinking…
live-game-over = Game over: the class { $seeds }, the computer { $theirs }.
live-reveal-ready = Press "Show the next move" to sow the answer on the board.
live-reveal-right = The answer: house { $house }.
live-reveal-wrong = { $count ->
    [one] One child played house { $house }. Why does it fail?
   *[other] { $count } children played house { $house }. Why does it fail?
}
live-reveal-wrong-played = { $count ->
    [one] One child played house { $house }.
   *[other] { $count } children played house { $house }.
}
live-reveal-reply = { $side } replies with house { $house }: { $seeds ->
    [0] it captures nothing.
    [one] it captures 1 seed.
   *[other] it captures { $seeds } seeds.
}
live-reveal-reply-wipe-out = { $side } replies with house { $house }: it empties your row and takes every seed left on the board, { $seeds } in all. The game is over.
live-first = Open the first puzzle
live-reveal = Reveal
live-reveal-step = Show the next move
live-next = Next puzzle
live-close-vote = Close the vote
live-computer-play = Computer, your move
live-review = Review the game
live-end = End
live-card-answered = answered
live-card-voted = voted
live-tie-pick = A tie! Choose the move on the board.
live-summary-title = How the challenge went
live-summary-puzzle = Puzzle { $number }: answers { $answered }, right { $solved } (without a hint: { $clean }).
live-summary-wrong = The wrong move played most: house { $house } ({ $count }).
live-summary-children = Each child
live-summary-child = Right: { $solved } of { $answered }

## What the server refused
live-failure-running = A live session of this class is still running: end it first.
live-failure-no-puzzles = No puzzles match this choice. Choose another theme or difficulty.
live-failure-too-late = Too late: this puzzle is closed.
live-failure-answered = Your answer is already in.
live-failure-tie = A tie: choose the move on the board.
live-failure-no-votes = No votes yet: choose the move on the board.
live-failure-ended = This live session is over.
live-failure-other = The class server did not accept this.

## A child's device
live-prompt-challenge = Your teacher started a challenge!
live-prompt-vote = Your teacher started a game: the class against the computer!
live-prompt-join = Join
live-prompt-join-key = Press Enter to join
live-device-title = Class challenge
live-device-title-vote = The class against the computer
live-device-leave = Back to what I was doing
live-device-lobby = Get ready! Your teacher will open the first puzzle soon.
live-device-puzzle = Puzzle { $number } of { $count }
live-device-answered = Your answer is in. Look at the big screen!
live-device-wait = Wait for the next puzzle.
live-device-right = You got it right!
live-device-wrong = Not this time. Look at the big screen to see why.
live-device-look = Look at the big screen!
live-device-vote = Your vote: which house should the class play?
live-device-voted = You voted for house { $house }. Wait for the others.
live-device-computer = The computer is thinking…
live-device-game-over = The game is over. Look at the big screen!
live-device-ended = The challenge is over. Well played!

# Hints and the fastest answers (the start, the summary)
live-start-hints = Hints on the children's devices
live-hints-off = No hints
live-hints-counted = Allowed, and counted
live-start-fastest = At the end, name the fastest right answers?
live-fastest-no = No
live-fastest-yes = Yes
live-summary-fastest = Fastest right answers: { $names }

# Keys lines
live-start-keys = Keys: ↑ ↓ choose a line · ← → change it · Enter start · Esc back
live-projector-keys = Keys: Enter the green button · Space the answer's next move · E end · Esc back to the class
live-device-keys = Keys: 1 to 6 play a house · Esc back to what you were doing
