# Lesson "tactics".

lesson-tactics-weak = Houses with 1 or 2 seeds are weak: one seed from North turns them into a 2 or a 3. Here your houses 1, 2 and 6 have one seed each, and North's house 6 holds 2 seeds that reach your houses 1 and 2.
lesson-tactics-try-defend = Find the move that lets North capture as little as possible.
lesson-tactics-hint-their-reach = North's house 6 has 2 seeds: they will land in your houses 1 and 2.
lesson-tactics-hint-after = For each of your moves, picture your row afterwards. Would North's seeds make a 2 or a 3 there?
lesson-tactics-try-defend-ok = Perfect. Your house 2 is empty now, so North's last seed makes only a 1 there: nothing to capture.
lesson-tactics-wrong-makes-two = Now your house 2 holds 2. North's last seed makes it 3, and they capture it.
lesson-tactics-wrong-wipe = Now your houses 1 and 2 are all you have, with one seed each. North turns them into two 2s and wipes you out.
lesson-tactics-reach = Before choosing a move, count how far each house reaches. Your house 3 has 5 seeds: it reaches 5 houses along.
lesson-tactics-q-reach = Where does the last seed of your house 3 land?
lesson-tactics-hint-count-on = Count on from the house: 4, 5, 6, then North's 1, 2 and so on.
lesson-tactics-q-reach-why = Your houses 4, 5 and 6, then North's houses 1 and 2. The fifth seed lands in North's house 2.
lesson-tactics-try-best = Now capture as many seeds as you can.
lesson-tactics-try-best-ok = Well done! Your house 3 and your house 5 both end in North's house 2 and capture 5 seeds: either one was a great move.
lesson-tactics-big-house = A last idea: your house 1 holds 14 seeds. Don't be in a hurry to play it. Later in the game, when North's houses are nearly empty, a big house going all the way round can turn many of them into 2s and 3s at once.
