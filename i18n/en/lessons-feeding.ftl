# Lesson "feeding".

lesson-feeding-rule = North's row is completely empty. In Wahree you must not leave your opponent starving: if one of your moves can put seeds into their row, you have to play a move that does.
lesson-feeding-q-moves = You have seeds in five houses. How many of them are you allowed to play here?
lesson-feeding-hint-reach = A house reaches North's row if it has at least as many seeds as the steps to get there: 1 from your house 6, 2 from your house 5, 3 from your house 4, and so on.
lesson-feeding-q-moves-why = Only 2: your house 5 (2 seeds) and your house 6 (4 seeds) reach North's row. The others would leave North with nothing, so they are not allowed now.
lesson-feeding-q-moves-one = Your house 6 reaches North's row, but it is not the only one: look at your house 5 too.
lesson-feeding-q-moves-five = Five houses have seeds, but only the moves that reach North's row are allowed now.
lesson-feeding-try-guided = North has no seeds. Play the ringed house: its seeds reach North's row.
lesson-feeding-try-guided-ok = Right: only your house 5 has enough seeds to reach across. North has seeds again.
lesson-feeding-try-only = Feed North: find the one move that gives them seeds.
lesson-feeding-try-only-ok = Yes! Your house 4 has 4 seeds: your houses 5 and 6, then North's houses 1 and 2.
lesson-feeding-q-big = North's row is empty again. How many of your houses may you play?
lesson-feeding-q-big-why = 3: your houses 3, 5 and 6 all reach North's row. Your house 2 has only 2 seeds, and they stay in your row.
lesson-feeding-q-big-two = Count again: a house with many seeds reaches North's row easily, and you have two of those.
lesson-feeding-q-big-four = Your house 2 has only 2 seeds: they stop in your own row, so it may not be played now.
lesson-feeding-try-kind = Both of your moves feed North. But one of them hands North a capture on the next move. Feed them the safe way!
lesson-feeding-hint-after = Imagine each move, then look at North's houses: can any of them reach one of your houses with 1 or 2 seeds?
lesson-feeding-try-kind-ok = Good thinking! North gets one seed, and it can't reach your row: North's reply captures nothing.
lesson-feeding-wrong-gift = That feeds North, but your last seed fell in your house 1, and North's new seed in house 6 can reach it: they make a 2 and capture.
lesson-feeding-try-little = Three moves feed North. Find the one that gives North no capture.
lesson-feeding-hint-little = Your big houses give North a seed in every house, North's house 6 included, and that one reaches your row.
lesson-feeding-try-little-ok = Just one seed for North, in house 1, and it can't reach your row. Feeding doesn't mean giving a lot!
lesson-feeding-wrong-much = That fills all six of North's houses. North's house 6 then drops its seed into your house 1 and makes a 2: captured.
