# Titles and summaries of the lessons, as the lesson list shows them.
# The steps of each lesson are in lessons-<lesson>.ftl.

lesson-board-title = The board and the goal
lesson-board-summary = Meet the twelve houses, the two stores and the 48 seeds, and find out how to win.
lesson-sowing-title = Sowing
lesson-sowing-summary = Pick up all the seeds of a house and drop them one by one: where do they go?
lesson-big-houses-title = Big houses go all the way round
lesson-big-houses-summary = A house with 12 seeds or more sows right round the board and skips the house it started from.
lesson-capturing-title = Capturing twos and threes
lesson-capturing-summary = Make your last seed turn one of your opponent's houses into a 2 or a 3, and the seeds are yours.
lesson-chains-title = Chains of captures
lesson-chains-summary = One capture can pull others behind it: look back along the row.
lesson-feeding-title = Feeding your opponent
lesson-feeding-summary = When your opponent has no seeds at all, you must give them some if you can.
lesson-wipe-out-title = The wipe-out
lesson-wipe-out-summary = Capture everything your opponent has left and the whole board is yours: Wahree's own rule.
lesson-game-end-title = How the game ends
lesson-game-end-summary = Three ways to finish, how the seeds are counted, and what happens when the game goes round in circles.
lesson-tactics-title = First tactics
lesson-tactics-summary = Guard your weak houses, count how far your seeds reach, and pick the best capture.
lesson-story-title = Wahree on St. Croix
lesson-story-summary = Where the game comes from, how it was nearly forgotten, and how schools brought it back.
