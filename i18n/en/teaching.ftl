# Teaching mode in a game against the computer (the coach offers to take
# a move back) and every screen's keys.
# $seeds is a number of seeds, $house a house number as its owner sees it (1 to 6).
# In teaching-offer, $seeds are what the opponent ($player) takes at once with
# house $answer: the capture the board rings in red.

teaching-mode = Coach:
teaching-on = On
teaching-off = Off
teaching-checking = The coach is looking at your move…
teaching-offer-title = Wait a moment!
teaching-offer = After your move from house { $house }, { $player } can answer with house { $answer } and take { $seeds ->
        [one] one of your seeds
       *[other] { $seeds } of your seeds
    } right away. Look at the red rings.
teaching-offer-wipe-out = After your move from house { $house }, { $player } can answer with house { $answer } and take every seed in your row: { $seeds ->
        [one] 1 seed
       *[other] { $seeds } seeds
    }!
teaching-offer-question = Do you want to take it back?
teaching-take-back = Take it back (U)
teaching-keep = Keep my move (Enter)

# The keys of each screen, shown under it: the app can be used without a mouse.
play-keys = Keys: 1 to 6 play a house · ← → choose a house, Enter plays it · U or Ctrl+Z undo · R redo · N new game · T coach on or off · + or - level · A adapts to me · Esc home
# In a game with a friend: no coach, so no T.
play-keys-friend = Keys: 1 to 6 play a house · ← → choose a house, Enter plays it · U or Ctrl+Z undo · R redo · N new game · Esc home
puzzle-keys = Keys: 1 to 6 play a house · ← → choose a house, Enter plays it · H hint · R try again · S show me the answer · N next puzzle · Esc back to the puzzles
puzzle-keys-done = Keys: R try again · N next puzzle · Esc back to the puzzles
lessons-keys = Keys: ↑ ↓ choose a lesson, Enter opens it (or the next lesson to do) · { $ten ->
        [yes] 1 to 9 open that lesson, 0 opens lesson 10
       *[other] 1 to 9 open that lesson
    } · Esc home
# The keys line: "Keys:" and the keys that work on the step on show, each
# one of the lesson-key-* below, joined by " · " ($keys).
lesson-keys = Keys: { $keys }
lesson-key-houses = 1 to 6 play a house
lesson-key-choose = ← → choose a house, Enter plays it
# $count is how many answers there are, $last the letter of the last one.
lesson-key-letters = { $count ->
        [2] A or B
       *[other] A to { $last }
    } pick an answer
lesson-key-hint = H hint
lesson-key-retry = R or Enter try again
lesson-key-watch = W watch again
lesson-key-next = → or Enter next
lesson-key-back = ← or Backspace back
lesson-key-backspace = Backspace back
# $step is the number of a step the lesson still needs.
lesson-key-go-to = G go to step { $step }
lesson-key-esc = Esc all lessons
lesson-key-skip = S skip
lesson-key-restart = R start again
lesson-key-next-lesson = Enter next lesson
lesson-key-enter-list = Enter all lessons
lesson-key-practise = P practise
settings-keys = Keys: L language · T colours · A sowing speed · M less movement · N add a learner · Esc home
