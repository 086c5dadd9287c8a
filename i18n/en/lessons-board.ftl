# Lesson "board": the board and the goal.

lesson-board-rows = This is a Wahree board. It has two rows of six little pits called houses: twelve houses in all. At the start every house holds 4 seeds.
lesson-board-your-row = The row nearest to you is yours: you play South. The far row belongs to your opponent, North. You may only ever pick up seeds from your own houses.
lesson-board-numbers = Each player counts their houses 1 to 6 from their own left. So your house 1 is on your far left, and your house 6 sits across from North's house 1.
lesson-board-goal = Each player also has a store, where the seeds they capture go. There are 48 seeds in the game. Whoever ends up with more seeds wins: 25 is already more than half!
lesson-board-q-moves = It's your turn at the very start. How many different moves can you choose from?
lesson-board-q-moves-why = Six: one for each of your houses, because every one of them has seeds in it. A move always starts from one of your own houses.
lesson-board-try-third = Let's practise finding a house. Play your house 3.
lesson-board-hint-count-left = Start at the left end of your own row and count: 1, 2, 3 and so on.
lesson-board-try-third-ok = That's it! Your house 3 is the third one from your left.
lesson-board-wrong-count = Not that one. Count again from the left end of your row.
lesson-board-try-sixth = Now play your house 6, the one at your far right.
lesson-board-try-sixth-ok = Well done! Your house 6 is right next to your opponent's row, so its seeds get there quickly.
lesson-board-end = At the end of a game the seeds are counted. Here South has 25 and North 23: South wins. Next lesson: how seeds move.
