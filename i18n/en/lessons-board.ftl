# Lesson "board": the board, the turns and the goal.

lesson-board-rows = This is a Wahree board. It has two rows of six little pits called houses: twelve houses in all. At the start every house holds 4 seeds, so there are 48 seeds in the game.
lesson-board-your-row = The row nearest to you is yours: you play South. The far row belongs to your opponent, North. You may only ever pick up seeds from your own houses.
lesson-board-numbers = Each player counts their houses 1 to 6 from their own left. So your house 1 is on your far left, and your house 6 sits right across from North's house 1.
lesson-board-turns = South always makes the first move. Then the players take turns: North moves, then South, then North again, one move each, until the game is over.
lesson-board-q-moves = It's your turn at the very start. How many different moves can you choose from?
lesson-board-q-moves-why = Six: one for each of your houses, because every one of them has seeds in it. A move always starts from one of your own houses.
lesson-board-q-moves-one = You are not stuck with one house: any of your houses with seeds in it can start a move.
lesson-board-q-moves-twelve = Twelve is every house on the board, but North's six houses are North's to play, not yours.
lesson-board-try-third = Let's practise finding a house. Your house 3 has a ring round it: play it.
lesson-board-try-third-ok = That's it! Your house 3 is the third one from your left. The lit houses showed where its seeds went.
lesson-board-try-sixth = Now play your house 6, the one at your far right.
lesson-board-hint-count-left = Start at the left end of your own row and count: 1, 2, 3 and so on.
lesson-board-try-sixth-ok = Well done! Your house 6 is right next to North's row, so its seeds get there quickly.
lesson-board-try-across = Play the house of yours that sits right across from North's house 3.
lesson-board-hint-north-count = North counts from North's own left, which is on your right: North's house 1 is across from your house 6.
lesson-board-hint-across = North's house 1 faces your house 6, North's house 2 faces your house 5. Which house faces North's house 3?
lesson-board-try-across-ok = Right! North's house 3 faces your house 4. Together the two numbers always make 7.
lesson-board-empty = Later in a game some houses are empty, like your houses 1, 3 and 6 here. An empty house has nothing to sow, so you cannot play it.
lesson-board-q-empty = How many moves can you choose from here?
lesson-board-q-empty-why = Three: your houses 2, 4 and 5 have seeds. The three empty houses cannot be played.
lesson-board-q-empty-six = You have six houses, but three of them are empty: there is nothing in them to sow.
lesson-board-try-fullest = Play the house of yours with the most seeds.
lesson-board-hint-counts = The small number beside each house tells how many seeds it holds.
lesson-board-try-fullest-ok = Yes: your house 4 holds 5 seeds, more than any other house of yours.
lesson-board-goal = Each player also has a store, where the seeds they capture go. At the end of the game the seeds are counted, and whoever has more wins. Here South has 25 and North 23: South wins. 25 is already more than half of 48!
