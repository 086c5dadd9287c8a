# Lesson "game-end".

lesson-game-end-three-ways = A game of Wahree ends in one of three ways. A wipe-out ends it at once. It also ends when one player's row is empty and the other player cannot feed it. And it ends when exactly the same position comes back again. Then the seeds are counted, and whoever has more wins. 24 each is a draw.
lesson-game-end-q-draw = North's row is empty, so you must feed them, but your seeds can't reach that far. The game is over, and each player takes the seeds on their own side. How many seeds do you end with?
lesson-game-end-hint-feed = Your house 1 would need 6 seeds to reach North's row, and your house 2 would need 5.
lesson-game-end-q-draw-why = 24: your 21 plus the 3 in your row. North has 24 too: it's a draw!
lesson-game-end-q-draw-store = Your store holds 21, but the 3 seeds in your own row are yours too when the game ends like this.
lesson-game-end-q-draw-too-many = North's seeds stay North's: you get only the 3 seeds on your own side.
lesson-game-end-watch-starve = South has one seed left, in house 6. Watch what happens when South sows it.
lesson-game-end-watch-starve-after = South's row is empty now, and North must feed it. But North's seeds are all in house 1, and 4 seeds don't reach South's row. North cannot move, so the game is over: North keeps the 4 seeds on its side and wins 26 to 22.
lesson-game-end-q-starve = If you sow your house 6, your row is empty. Can North feed you then? If not, the game ends. How many seeds will North end with?
lesson-game-end-hint-north-reach = North's house 3 would need 4 seeds to reach your row, and North's house 4 would need 3.
lesson-game-end-q-starve-why = 26: North cannot feed you, so the game ends, and North keeps all 6 seeds on its side: 20 plus 6.
lesson-game-end-q-starve-store = North's store holds 20, but when nobody can feed, the seeds on North's side are North's too.
lesson-game-end-q-starve-two = Count every seed on North's side after your move: your two seeds landed there too.
lesson-game-end-repetition = Sometimes the seeds just chase each other round the board. If exactly the same position comes back (every house, both stores, and the same player to move) with no capture in between, the game could go on forever. So it stops, and each player takes the seeds on their own side.
lesson-game-end-watch-circle = Watch these two lonely seeds chase each other round the board.
lesson-game-end-watch-circle-after = After twelve moves the board looks exactly as it did at the start, so the game ends. Each player keeps their own seed: 24 to 24.
lesson-game-end-play-on = South already has 26 seeds, more than half of 48, so North can no longer catch up. The game still goes on until one of the three endings, but everyone knows who will win.
lesson-game-end-try-finish = You are ahead, 24 to 19. End the game right now, with a win!
lesson-game-end-hint-finish = North has just one seed left, in their house 1. Which of the three endings can you make happen?
lesson-game-end-try-finish-ok = Wipe-out! Your seed made North's last house a 2. The game is over and you take the 3 seeds left in your row too: 29 to 19.
lesson-game-end-wrong-finish = The game goes on after that move. Look for a capture that takes everything North has left.
lesson-game-end-try-starve = You are behind, 20 to 22, but the game can end very soon. Find the move that makes sure you win within two moves, whatever North does.
lesson-game-end-hint-starve = After a capture, North may have only one seed left, and it can only go into your row. Could your houses then still reach North's row?
lesson-game-end-try-starve-ok = You capture 2: 22 to 22. North's last seed must come into your house 1, and then none of your houses can feed North. The game is over: you keep the 4 seeds in your row and win 26 to 22.
lesson-game-end-wrong-starve = After that move North is not stuck, and you can no longer be sure to win within two moves. Look for a capture first.
