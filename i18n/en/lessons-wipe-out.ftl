# Lesson "wipe-out".

lesson-wipe-out-rule = North has only one seed left. If your capture takes every seed in North's row, that's a wipe-out: the game ends at once, and you also collect every seed still on the board, even the ones on your own side.
lesson-wipe-out-q-total = You have 20 seeds in your store. Sow your house 6 to wipe out North. How many seeds will you end the game with?
lesson-wipe-out-hint-sweep = Count the capture, then add all the seeds left in your own row.
lesson-wipe-out-q-total-why = 28: the 20 you had, 2 captured, and the 6 seeds still in your row.
lesson-wipe-out-watch = Watch the wipe-out.
lesson-wipe-out-watch-after = North's row is empty, so the game is over. South sweeps up the whole board and wins 28 to 20.
lesson-wipe-out-oware = Wahree comes from the same family as Oware, played in West Africa. In classical Oware, a capture that would take all of the opponent's seeds is not allowed. In Wahree it is, and it can win the game in one move.
lesson-wipe-out-try-find = Find the wipe-out!
lesson-wipe-out-hint-every = North has seeds in two houses. You need a move that captures both.
lesson-wipe-out-try-find-ok = Wipe-out! Your two seeds made a 2 and a 3, the chain took both, and the board is yours.
lesson-wipe-out-wrong-one-left = You captured North's house 1, but house 2 still has seeds: no wipe-out.
lesson-wipe-out-wrong-nothing = That seed stays in your row: no capture.
lesson-wipe-out-try-avoid = Now you're on the other side. North has 2 seeds in their house 6, and they reach your houses 1 and 2. Find the move that keeps you safe: no wipe-out, and nothing at all for North to capture.
lesson-wipe-out-hint-north-reach = North's two seeds will land in your houses 1 and 2. If both end up with 2 or 3 and nothing else is left in your row, you lose everything.
lesson-wipe-out-hint-last-seed = North's last seed lands in your house 2. Can you make house 2 empty before it gets there?
lesson-wipe-out-try-avoid-ok = Safe! North's seeds now make your house 2 hold just 1, so there is no capture at all.
lesson-wipe-out-wrong-exposed = Now only your houses 1 and 2 are left, with one seed each. North's two seeds make them both 2, and the chain takes your whole row.
lesson-wipe-out-wrong-gives-three = No wipe-out this time, because your house 6 still has a seed. But now your house 2 holds 2: North's last seed makes it 3 and captures it. Find a move that leaves North nothing to take.
