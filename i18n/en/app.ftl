# The app's own words: home, play and settings screens.
# $player is a player's name (side-south or side-north, already in this language).
# $house and $target are house numbers as their owner sees them: 1 to 6.

# The name of this language, written in this language.
language-autonym = English

app-title = Wahree
home-tagline = The seed-sowing game of the Virgin Islands
home-play = Play with a friend
home-play-hint = Two players take turns on this computer.
home-settings = Settings

side-south = South
side-north = North
nav-home = Home

play-turn = { $player }, it's your turn!
play-new-game = New game
play-undo = Undo
play-redo = Redo
play-moves = Moves
play-no-moves-yet = No moves yet.
play-move = { $number }. { $player }: house { $house }
play-move-capture = { $number }. { $player }: house { $house }, captured { $seeds }
play-preview = House { $house } sows { $seeds ->
        [one] one seed
       *[other] { $seeds } seeds
    }, and the last one lands in { $player }'s house { $target }.
play-end-title = Game over!
play-end-winner = { $player } wins!
play-end-draw = It's a draw: 24 seeds each!
play-end-score = { $player }: { $seeds ->
        [one] { $seeds } seed
       *[other] { $seeds } seeds
    }

settings-title = Settings
settings-language = Language
settings-theme = Colours
settings-theme-light = Light
settings-theme-dark = Dark

# Shown on the home screen when the saved settings could not be used.
settings-corrupt = Your saved settings could not be read, so Wahree started fresh. The old file was kept, not deleted.
settings-not-saved = Your settings could not be saved on this computer. They will work until you close Wahree.

# Playing against the computer.
home-play-computer = Play against the computer
# $top is the number of the strongest level.
home-play-computer-hint = Pick how strong it is, from level 1 to level { $top }, or let it adapt to you.
play-level = { $level } · { $name }
play-swap-sides = Swap sides
play-computer-plays = The computer plays { $player }.
play-computer = Computer:
play-adapts = Adapts to me
# The line under the levels: the level playing, and with "Adapts to me" what
# the last game did to it. $why is "draw", "top" (the top level beaten) or
# anything else (a loss, or a second loss at level 1).
play-level-chosen = Level { $level } · { $name }.
play-level-about = { $line } { $description }
play-adapt-playing = You are playing level { $level } · { $name }.
play-adapt-up = Level up! Your next game is level { $level } · { $name }.
play-adapt-down = Two losses in a row, so the next game is a little easier: level { $level } · { $name }.
play-adapt-same = { $why ->
        [draw] A draw: your next game is level { $level } · { $name } again.
        [top] You beat the top level! Your next game is level { $level } · { $name } again.
       *[other] Have another go: your next game is level { $level } · { $name } again.
    }
play-adapt-not-counted = You are playing level { $level } · { $name }. This game does not move the level: it adapts from your next new game.
play-thinking = { $player } is thinking…
play-sowing = { $player } is sowing…

# How fast a sowing is shown on the board.
settings-speed = Sowing speed
settings-speed-slow = Slow
settings-speed-normal = Normal
settings-speed-fast = Fast
settings-speed-off = No animation
# A switch under the sowing speed: moves shown at once, for children who
# are bothered by things moving on the screen.
settings-less-movement = Less movement
settings-less-movement-hint = Moves are shown at once, not seed by seed.
settings-less-movement-system = This device asks for less movement, so moves are shown at once.

# Puzzles. $house is a house number as its owner sees it (1 to 6 from their own left).
home-puzzles = Puzzles
home-puzzles-hint = Little problems: find the best move.
# Under the learner's progress on Home, once a puzzle has rated them.
home-learner-puzzles = Puzzle rating { $rating } · best streak { $streak }
puzzles-title = Puzzles
puzzles-continue = Next puzzle to solve
puzzles-for-me = Puzzles for me
puzzles-streak = Streak
# $rating is the learner's puzzle rating; $streak their longest streak.
puzzles-rating = Your puzzle rating: { $rating } · Best streak: { $streak }
puzzles-rating-none = Solve puzzles to get a puzzle rating of your own.
puzzles-solved-count = Solved: { $solved } of { $total }
# Under the number of a puzzle tried but not solved yet, in the list.
puzzles-tried = tried
puzzles-keys = Keys: Enter opens the next puzzle to solve · F puzzles for me · S streak · Esc home
# $goal is the puzzle's goal, already a sentence.
puzzle-prompt = It's { $player }'s turn. { $goal }
puzzle-back = All puzzles
puzzle-hint = Hint
puzzle-show-solution = Show me the answer
puzzle-retry = Try again
puzzle-next = Next puzzle
# How the puzzle on screen was chosen. $solved counts the puzzles solved
# in a row so far; $best is the longest streak.
puzzle-mode-for-me = Puzzles for me · your rating { $rating }
puzzle-mode-streak = Streak: { $solved } in a row
puzzle-mode-streak-over = { $solved ->
        [0] The streak ends before it began.
       *[other] The streak ends here: { $solved } in a row.
    } Your best: { $best }. "Next puzzle" starts a new one.
puzzle-hint-house = Try your house { $house }.
puzzle-solved = Well done, you found it!
puzzle-alternative = That works too! The puzzle was thinking of house { $house }.
puzzle-wrong = House { $house } doesn't do it.
puzzle-try-again = The seeds are back where they were: have another go!
puzzle-solution = The answer is house { $house }. Watch!
# A puzzle over several moves: which of the player's moves this is, and
# what is said after a right move while the opponent answers.
puzzle-step = move { $move } of { $moves }
puzzle-number = puzzle { $number }
puzzle-going = Good move! That keeps the goal within reach.
puzzle-going-reply = { $opponent } answers with their house { $house }. Your turn again!

# Why a wrong answer misses the puzzle's goal, said right after puzzle-wrong.
# $got, $best, $needed, $lost and $left count seeds ($got and $best count
# houses in puzzle-miss-shorter-chain); $opponent is a player's name;
# $landed, $asked and $by are house numbers as their owner sees them;
# $whose and $asked-whose say whose house it is: "own" (the player's) or "other".
puzzle-miss-other-house = That is not your house { $asked }: count again from the left end of your row.
puzzle-miss-landed = Your last seed landed in { $whose ->
        [own] your own
       *[other] your opponent's
    } house { $landed }, not in { $asked-whose ->
        [own] your own
       *[other] your opponent's
    } house { $asked }.
puzzle-miss-too-few = Your move captured { $got ->
        [0] nothing
        [one] just 1 seed
       *[other] just { $got } seeds
    }. You need at least { $needed }.
puzzle-miss-fewer-seeds = Your move captured { $got ->
        [0] nothing
        [one] 1 seed
       *[other] { $got } seeds
    }, but the best move captures { $best }!
puzzle-miss-shorter-chain = Your move captured from { $got ->
        [0] no house at all
        [one] just 1 house
       *[other] { $got } houses
    }, but the best move captures from { $best ->
        [one] 1 house
       *[other] { $best } houses
    } in one chain.
puzzle-miss-no-wipe-out = { $got ->
        [0] { $opponent } still has
        [one] You captured 1 seed, but { $opponent } still has
       *[other] You captured { $got } seeds, but { $opponent } still has
    } { $left ->
        [one] 1 seed
       *[other] { $left } seeds
    } in their row: that's not a wipe-out.
puzzle-miss-allows-wipe-out = Now { $opponent } can play house { $by } and take every seed in your row!
puzzle-miss-loses-more = Now { $opponent } can play house { $by } and capture { $lost ->
        [one] 1 seed
       *[other] { $lost } seeds
    }. With the best move, you would lose { $best ->
        [0] nothing at all
        [one] only 1 seed
       *[other] only { $best } seeds
    }.
puzzle-miss-not-forced = { $opponent } can still stop that.
puzzle-miss-stopped = { $opponent } answers with house { $by }, and that stops it.

# Lessons. $house is a house number as its owner sees it (1 to 6 from their own left).
home-lessons = Lessons
home-lessons-hint = Learn the game step by step.
lessons-title = Lessons
lessons-new = New
lessons-in-progress = Started
lessons-done = Done
lessons-interludes = To read at any time
# $title is the lesson's title; $step and $steps count its steps.
lesson-step = { $title } · step { $step } of { $steps }
lesson-back = All lessons
lesson-previous = Back
lesson-next = Next
lesson-hint = Hint
lesson-retry = Try again
lesson-watch-again = Watch again
lesson-hint-house = Try your house { $house }.
lesson-alternative = That works too! The lesson was thinking of house { $house }.
lesson-wrong = House { $house } doesn't do it. Look where the seeds went.
lesson-right = Yes, that's right!
lesson-not-right = Not quite. Look at the board again and pick another answer.
# A choice that is a house: $mine is "yes" when it belongs to the player to move;
# $owner ("south" or "north") is the side it belongs to.
lesson-choice-house = { $mine ->
        [yes] Your house { $house }
       *[no] { $owner ->
            [south] South's
           *[north] North's
        } house { $house }
    }
# A started lesson on the list: the step it opens at, or a step left
# behind that keeps it from being done. $step is a step's number.
lessons-go-on = Carry on at step { $step }
lessons-missing = Step { $step } still to do
# On a lesson's last step, when an earlier step still needs doing.
lesson-missing = This lesson is not done yet: step { $step } is still waiting for you.
lesson-go-to = Go to step { $step }
lesson-skip = Skip
lesson-restart = Start again
# A hint with its number ($number counts from 1) and its text.
lesson-hint-line = Hint { $number }: { $hint }
# What a lesson's closing game is for; $level is the computer's level.
lesson-aim-win = Your aim: win this game against the computer at level { $level }.
lesson-aim-at-least = Your aim: finish this game with at least { $seeds ->
        [one] 1 seed
       *[other] { $seeds } seeds
    }, against the computer at level { $level }.
lesson-game-your-turn = Your turn: play one of your houses.
lesson-game-thinking = The computer is thinking…
# The final count of a lesson's game: $mine is the learner's, $theirs the computer's.
lesson-game-count = The game is over: you have { $mine }, the computer has { $theirs }.
# The finish screen. $stars is 1 to 3, or 0 while an exercise is unanswered.
lesson-finish-cheer = { $stars ->
        [3] Brilliant!
        [2] Well done!
        [1] You did it!
       *[0] Nearly there!
    }
lesson-finish-title = You have finished the lesson “{ $title }”.
lesson-finish-score = { $exercises ->
        [one] { $best } of 1 exercise right at the first go, without a hint.
       *[other] { $best } of { $exercises } exercises right at the first go, without a hint.
    }
lesson-finish-missing = Step { $step } is still waiting for an answer. Answer it to get your stars!
lesson-next-lesson = Next lesson: { $title }
lesson-practise = { $count ->
        [one] Practise: 1 puzzle on this theme
       *[other] Practise: { $count } puzzles on this theme
    }

# Home's "Continue" card: what the learner was doing last time, or the next lesson.
# $number is the lesson's number in the list; $step and $steps count its steps.
# The spaces in "step 9 of 9" are no-break spaces, so the counter never splits across lines.
home-continue-lesson = Continue: lesson { $number } · { $title }, step { $step } of { $steps }
# $theme is the puzzle theme's name; $number the puzzle's number in that theme.
home-continue-puzzle = Continue: puzzle { $number } of { $theme }
# $moves counts the moves played so far.
home-continue-friend = Continue your game with a friend ({ $moves ->
        [one] 1 move played
       *[other] { $moves } moves played
    })
home-continue-computer = Continue your game against level { $level } ({ $moves ->
        [one] 1 move played
       *[other] { $moves } moves played
    })
home-start-lesson = Start with lesson { $number }: { $title }
home-carry-on-lesson = Carry on with lesson { $number }: { $title }
home-continue-key = Press Enter to carry on where you left off
home-start-key = Press Enter to begin
