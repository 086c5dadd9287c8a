# The teacher's board, saving a position as a puzzle, and the game review.

# Under a puzzle written by a teacher in another language. $language is that
# language's own name (Italiano, Español, 日本語, English).
puzzle-written-in = written in { $language }
