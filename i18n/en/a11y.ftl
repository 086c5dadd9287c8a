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
