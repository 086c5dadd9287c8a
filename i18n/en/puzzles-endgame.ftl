# Explanations of the endgame puzzles.

puzzle-endgame-save-the-draw-why = You are behind, 16 to 24. Four seeds from your house 4 make North's houses 1 and 2 into 2s: a wipe-out. You get those 4 seeds and the 4 left in your row: 24 to 24, a draw saved!
puzzle-endgame-from-behind-why = You have only 8 seeds and North 19. Your house 6 captures 10 but leaves a seed in North's house 5. Your house 3 reaches that far: its 8 seeds make all five of North's houses into 2s and 3s, the chain takes the lot, and the wipe-out gives you the board. 29 to 19!
puzzle-endgame-win-by-starving-why = Capture North's house 1: 23 to 22. North's only seed left must go into your house 1. Now North's row is empty, and none of your houses can reach it, so the game ends and you keep the 3 seeds in your row: 26 to 22!
puzzle-endgame-finish-it-why = North has a single seed left. Your house 6 makes it a 2: wipe-out! You collect the 3 seeds in your row too and win 30 to 18 at once.
puzzle-endgame-too-short-to-feed-why = North's only seed must go into your house 1, and then North's row is empty. If none of your houses can reach it, the game ends and you keep your 6 seeds: 26 to 22. Sowing your house 2 keeps every house too short; after any other move one of your houses could still feed North, and the game would go on.
