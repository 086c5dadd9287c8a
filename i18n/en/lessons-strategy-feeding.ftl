# Lesson "strategy-feeding": feeding safely.

lesson-feed-safe-idea = When North's row is empty you must feed it, but you choose how. A seed in North's houses 1, 2 or 3 is far from your row. A seed in North's house 6 is dangerous: with just one seed it lands in your house 1, and if that makes a 2 or a 3, North captures.
lesson-feed-safe-watch = Watch South feed North with its house 6, and see what North does with it.
lesson-feed-safe-watch-after = South's 6 seeds put one seed in every house of North's, house 6 included. North's house 6 dropped its seed into South's house 1, which then held 2: captured.
lesson-feed-safe-try-guided = The same position. Play the ringed house: it feeds North only in its houses 1, 2 and 3.
lesson-feed-safe-try-guided-ok = Safe feeding! North's new seeds are far from your row, and North's answer captures nothing.
lesson-feed-safe-try-three = Three of your moves feed North. Find the one that gives North no capture.
lesson-feed-safe-hint-six = Which of your moves puts a seed into North's house 6? That seed lands in your house 1 next.
lesson-feed-safe-try-three-ok = Right: your house 5 feeds North's houses 1, 2 and 3 only, and none of them can reach your weak houses.
lesson-feed-safe-wrong-six = That move puts a seed into North's house 6. North sows it into your house 1, which then holds 2: captured.
lesson-feed-safe-try-two = Feed North safely again.
lesson-feed-safe-try-two-ok = Your house 4 gives North just two seeds, in its houses 1 and 2: they cannot reach your row.
lesson-feed-safe-try-one = Feed North safely, with as few seeds as you can.
lesson-feed-safe-hint-few = One of your houses reaches North's row with its very last seed.
lesson-feed-safe-try-one-ok = One seed for North, in its house 1. Feeding doesn't mean giving a lot!
lesson-feed-safe-try-lap = This time every move that feeds North also reaches North's house 6. Find the one that still gives North no capture.
lesson-feed-safe-hint-house-one = North's seed from its house 6 will land in your house 1. How many seeds will your house 1 hold after each of your moves?
lesson-feed-safe-try-lap-ok = Well found! Your house 4 had enough seeds to come all the way round to your house 1 and make it 3. North's seed makes it 4: nothing to capture.
lesson-feed-safe-wrong-three = Your house 1 still holds 2 seeds. North's seed from its house 6 makes it 3: captured.
lesson-feed-safe-game = Now a game against the computer. You are behind, 19 to 22, and North's row is empty. Feed North carefully, and win.
lesson-feed-safe-game-hint = Give North as little as you can, and keep your seeds where North's seeds can't reach them.
lesson-feed-safe-game-won = You fed North safely and won the game!
lesson-feed-safe-game-lost = You did not win this time. Feed with as few seeds as you can, and before you feed, look at what North's house 6 can do to your house 1. Start again!
