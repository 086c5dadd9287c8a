# Lesson "feeding".

lesson-feeding-rule = North's row is completely empty. In Wahree you must not leave your opponent starving: if one of your moves can put seeds into their row, you have to play a move that does.
lesson-feeding-q-moves = You have seeds in five houses. How many of them are you allowed to play here?
lesson-feeding-hint-reach = A house reaches North's row if it has at least as many seeds as the steps to get there: 1 from your house 6, 2 from your house 5, 3 from your house 4, and so on.
lesson-feeding-q-moves-why = Only 2: your house 5 (2 seeds) and your house 6 (4 seeds) reach North's row. The others would leave North with nothing, so they are not allowed now.
lesson-feeding-try-only = North has no seeds. Find the move that feeds them.
lesson-feeding-try-only-ok = Right: only your house 5 has enough seeds to reach across.
lesson-feeding-try-kind = Both of your moves feed North. But one of them hands North a capture on the next move. Feed them the safe way!
lesson-feeding-hint-after = Imagine each move, then look at North's houses: can any of them reach one of your houses with 1 or 2 seeds?
lesson-feeding-try-kind-ok = Good thinking! North gets one seed, and it can't reach your row.
lesson-feeding-wrong-gift = That feeds North, but your last seed fell in your house 1, and North's new seed in house 6 can reach it: they make a 2 and capture.
lesson-feeding-q-cannot = You have just one seed left, in your house 6. If you sow it, your row is empty and North must feed you, but North's seeds can't reach your row. So the game ends, and each player takes the seeds on their own side. How many seeds will North end with?
lesson-feeding-q-cannot-why = 26: the 22 in North's store, plus the 3 seeds in North's house 1 and the one you sowed there.
