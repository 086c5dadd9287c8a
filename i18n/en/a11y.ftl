# Told to screen readers (src/app/semantics): never drawn on screen, read
# aloud by the child's screen reader as they move over the board.

# The board, read as a grid of twelve houses and two stores.
a11y-board = Board
# A house. $owner: the player as the board names them ("You", "North", a
# child's name); $house: its number from the owner's left (1 to 6).
a11y-house = { $owner }, house { $house }: { $seeds ->
        [one] 1 seed
       *[other] { $seeds } seeds
    }
a11y-store = { $owner }, store: { $seeds ->
        [one] 1 seed
       *[other] { $seeds } seeds
    }
# A house a lesson or the coach has ringed; $thing is the house as above.
a11y-marked = { $thing }, ringed

# Settings (the desktop app only): the keyboard's Tab moves a frame from
# button to button; with this on, what the frame lands on is read aloud.
settings-speak-focus = Read aloud what Tab picks
settings-speak-focus-on = Yes
settings-speak-focus-off = No
