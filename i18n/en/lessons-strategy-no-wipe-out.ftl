# Lesson "strategy-no-wipe-out": defending against a wipe-out.

lesson-no-wipe-idea = A wipe-out against you ends the game and gives North every seed on the board. You are in danger when your row has only a few seeds, all in houses that North's last seeds can turn into 2s and 3s in one chain. Here your row holds 3 seeds, and North's house 6 reaches your house 1.
lesson-no-wipe-watch = Watch what happens if South grabs the 2 seeds in North's house 1.
lesson-no-wipe-watch-after = South captured 2, but then only South's house 1 was left, holding 2. North's seed made it 3, and that was South's whole row: a wipe-out. North swept up the board and won.
lesson-no-wipe-try-guided = The same position. Play the ringed house: it spreads your seeds so that North cannot take them all.
lesson-no-wipe-try-guided-ok = Safe! Your seeds are now in your houses 2, 3 and 6. North's seed lands in your empty house 1: no capture, and certainly no wipe-out.
lesson-no-wipe-try-keep = North's seeds can reach your house 1. Find the move that doesn't let North wipe you out.
lesson-no-wipe-hint-north = Which of North's houses can drop its last seed into your row? Which of your houses would then be left?
lesson-no-wipe-try-keep-ok = Right: your 3 seeds in house 6 stay at home, where North's seeds can't reach them. As long as they are there, North cannot take your whole row.
lesson-no-wipe-wrong-keep = Now your house 1, with 2 seeds, is all you have left. North's house 5 drops its last seed there and makes a 3: that's your whole row, a wipe-out.
lesson-no-wipe-q-cost = Here South has just played its house 6, and North can wipe South out with its house 5. How many seeds would North end the game with?
lesson-no-wipe-q-cost-why = 27: the 16 in North's store, 3 seeds captured from your house 1, and the 8 seeds left in North's own row, which the wipe-out sweeps up.
lesson-no-wipe-q-cost-capture = 16 and the 3 captured make 19, but a wipe-out also sweeps up every seed left on the board.
lesson-no-wipe-q-cost-row = Count North's row after the sowing: its house 5 is empty, its house 6 got a seed.
lesson-no-wipe-try-two = North's house 5 has 3 seeds. This time, don't let North take anything at all, not even one house.
lesson-no-wipe-try-two-ok = Good! North's seeds make your house 1 a 2, but the last one falls in your house 2, which was empty: nothing to capture. All your seeds are safe.
lesson-no-wipe-wrong-two-three = Your house 6 keeps its seed, so there is no wipe-out. But North's last seed lands in your house 2 and makes it 3: North takes 3 seeds. Find the move that leaves North nothing to take.
lesson-no-wipe-wrong-two = Now your houses 1 and 2 hold one seed each, and that's all. North's seeds make them 2 and 2, and the chain takes both: a wipe-out.
lesson-no-wipe-try-far = North's house 4 has 3 seeds, and they reach your house 1. Don't let North wipe you out.
lesson-no-wipe-hint-far = North's 3 seeds in house 4 land in North's houses 5 and 6 and in your house 1. What will your row hold then?
lesson-no-wipe-try-far-ok = Yes: your seed moved on to your house 2, out of North's reach, and your house 6 keeps its seed.
lesson-no-wipe-wrong-far = Now your house 1 holds your only seed. North's last seed makes it 2, and North takes your whole row.
lesson-no-wipe-game = A game against the computer now. Keep North from wiping you out, and finish with at least 25 seeds.
lesson-no-wipe-game-hint = North's house 5 reaches your houses 1 and 2. Don't leave those two houses as all you have.
lesson-no-wipe-game-won = You kept your row safe and reached 25!
lesson-no-wipe-game-lost = Not yet. Before each move, look at what North's seeds can reach in your row, and keep a seed out of their reach. Start again!
