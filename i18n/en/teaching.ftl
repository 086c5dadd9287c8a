# Teaching mode in a game against the computer (the coach offers to take
# a move back), a lesson's reminder after a wrong try, and every screen's keys.
# $seeds is a number of seeds, $house a house number as its owner sees it (1 to 6).

teaching-mode = Coach:
teaching-on = On
teaching-off = Off
teaching-checking = The coach is looking at your move…
teaching-offer-title = Wait a moment!
teaching-offer = Your move from house { $house } gives away { $seeds ->
        [one] one seed
       *[other] { $seeds } seeds
    }.
teaching-offer-question = Do you want to take it back?
teaching-take-back = Take it back (U)
teaching-keep = Keep my move (Enter)

# A house chosen after a wrong try in a lesson, before "Try again".
lesson-retry-first = The seeds are still where your move put them. Press "Try again" (or R) to put them back, then play.

# The keys of each screen, shown under it: the app can be used without a mouse.
play-keys = Keys: 1 to 6 play a house · ← → choose a house, Enter plays it · U or Ctrl+Z undo · R redo · N new game · T coach on or off · Esc home
puzzle-keys = Keys: 1 to 6 play a house · ← → choose a house, Enter plays it · H hint · R try again · S show me the solution · N next puzzle · Esc back to the puzzles
lessons-keys = Keys: Enter opens the next lesson to do · 1 to 9 open that lesson · Esc home
lesson-keys = Keys: 1 to 6 play a house or pick an answer · when you try a move, ← → choose a house and Enter plays it · H hint · R try again · W watch again · → or Enter next · ← or Backspace back · Esc all lessons
settings-keys = Keys: L language · T colours · A sowing speed · Esc home
