# Home's learner bar, item by item (a narrow bar puts an item on the next
# line whole). $lessons of $lessonsTotal lessons are done; $puzzles of
# $puzzlesTotal puzzles are solved.
home-done-lessons = Lessons done: { $lessons } of { $lessonsTotal }
home-done-puzzles = Puzzles solved: { $puzzles } of { $puzzlesTotal }
