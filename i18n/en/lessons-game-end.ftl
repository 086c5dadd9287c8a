# Lesson "game-end".

lesson-game-end-three-ways = A game of Wahree ends in one of three ways: a wipe-out; a player whose turn it is has no move they may play; or the same position comes back again. Then the seeds are counted, and whoever has more wins. 24 each is a draw.
lesson-game-end-q-no-seeds = It's your turn, but your row is empty: you can't move, so the game is over. Each player takes the seeds on their own side. How many seeds does North end with?
lesson-game-end-q-no-seeds-why = 28: the 25 in North's store plus the 3 still in their row. North wins.
lesson-game-end-q-draw = North's row is empty, so you must feed them, but your seeds can't reach that far. The game is over. How many seeds do you end with?
lesson-game-end-hint-feed = Your house 1 would need 6 seeds to reach North's row, and your house 2 would need 5.
lesson-game-end-q-draw-why = 24: your 21 plus the 3 in your row. North has 24 too: it's a draw!
lesson-game-end-repetition = Sometimes the seeds just chase each other round the board. If exactly the same position comes back (every house, both stores, and the same player to move) with no capture in between, the game could go on forever. So it stops, and each player takes the seeds on their own side.
lesson-game-end-watch-circle = Watch these two lonely seeds chase each other round the board.
lesson-game-end-watch-circle-after = After twelve moves the board looks exactly as it did at the start, so the game ends. Each player keeps their own seed: 24 to 24.
lesson-game-end-play-on = South already has 26 seeds, more than half of 48, so North can no longer catch up. The game still goes on until one of the three endings, but you may tell your friend that the winner is known.
lesson-game-end-try-finish = You are ahead, 24 to 19. End the game right now, with a win!
lesson-game-end-hint-finish = North has just one seed left, in their house 1. Which of the three endings can you make happen?
lesson-game-end-try-finish-ok = Wipe-out! Your seed made North's last house a 2. The game is over and you take the 3 seeds left in your row too: 29 to 19.
lesson-game-end-wrong-finish = The game goes on after that move. Look for a capture that takes everything North has left.
lesson-game-end-try-starve = You are behind, 20 to 22, but the game can end very soon. Find the move that makes sure you win, whatever North does.
lesson-game-end-hint-starve = After a capture, North may have only one seed left, and it can only go into your row. Could your houses then still reach North's row?
lesson-game-end-try-starve-ok = You capture 2: 22 to 22. North's last seed must come into your house 1, and then none of your houses can feed North. The game is over: you keep the 4 seeds in your row and win 26 to 22.
lesson-game-end-wrong-starve = After that move the game goes on, and nobody knows yet who will win. Look for a capture first.
