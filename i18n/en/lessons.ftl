# Titles and summaries of the lessons, as the lesson list shows them, in
# the course's order. The steps of each lesson are in lessons-<lesson>.ftl.

lesson-board-title = The board and the goal
lesson-board-summary = Meet the twelve houses, the two stores and the 48 seeds, see whose turn it is, and find out how to win.
lesson-sowing-title = Sowing
lesson-sowing-summary = Pick up all the seeds of a house and drop them one by one: where do they go?
lesson-capturing-title = Capturing twos and threes
lesson-capturing-summary = Make your last seed turn one of your opponent's houses into a 2 or a 3, and the seeds are yours.
lesson-chains-title = Chains of captures
lesson-chains-summary = One capture can pull others behind it: look back along the row.
lesson-wipe-out-title = The wipe-out
lesson-wipe-out-summary = Capture everything your opponent has left and the whole board is yours: Wahree's own rule.
lesson-feeding-title = Feeding your opponent
lesson-feeding-summary = When your opponent has no seeds at all, you must give them some if you can.
lesson-game-end-title = How the game ends
lesson-game-end-summary = Three ways to finish, how the seeds are counted, and what happens when the game goes round in circles.
lesson-big-houses-title = Big houses go all the way round
lesson-big-houses-summary = A house with 12 seeds or more sows right round the board and skips the house it started from.
lesson-tactics-title = First tactics
lesson-tactics-summary = Guard your weak houses, think of your opponent's answer, count how far your seeds reach, and pick the best capture.
lesson-build-title = Saving up a big house
lesson-build-summary = Let one house grow, keep it for the right moment, then sweep round the board with it.
lesson-feed-safe-title = Feeding safely
lesson-feed-safe-summary = When you must feed, give few seeds, and keep them far from your own row.
lesson-no-wipe-title = Don't get wiped out
lesson-no-wipe-summary = Spot when North could take your whole row, and keep a seed where North can't reach it.
lesson-ahead-title = Finishing the game while you are ahead
lesson-ahead-summary = Starve your opponent, keep spare moves in your own row, and make sure of 25.
lesson-story-title = Wahree on St. Croix
lesson-story-summary = A story to read at any time: where the game comes from, how it was nearly forgotten, and how schools brought it back.
