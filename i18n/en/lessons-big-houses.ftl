# Lesson "big-houses".

lesson-big-houses-intro = Look at your house 6: 12 seeds! There are only 11 other houses, so the sowing goes all the way round the board. When it comes back to the house it started from, it jumps over it: that house stays empty.
lesson-big-houses-watch = Watch the 12 seeds go round: North's six houses, then your houses 1 to 5, a jump over the empty house 6, and on to North's house 1.
lesson-big-houses-watch-after = Every other house got one seed, and North's house 1 got two. The starting house stayed empty: it is always skipped.
lesson-big-houses-q-last = Your house 4 holds 13 seeds. If you sow it, where does the last seed land?
lesson-big-houses-hint-eleven = One full trip round uses 11 seeds, not 12, because the starting house is skipped.
lesson-big-houses-q-last-why = 11 seeds make one trip round and bring you back to your house 4. You jump over it, so seed 12 goes into your house 5 and seed 13 into your house 6.
lesson-big-houses-q-count = Same house 4 with 13 seeds. Your house 5 is empty. How many seeds does it hold after the sowing?
lesson-big-houses-q-count-why = 2: it got one seed on the first trip round and one more on the second.
lesson-big-houses-try = Make your last seed land in North's house 2. Only a big house can get it there!
lesson-big-houses-hint-eighteen = Your house 1 has 18 seeds. 11 take it once round, and 7 are left. Count 7 on from your house 1.
lesson-big-houses-try-ok = Great counting! 11 seeds round the board, then 7 more: your houses 2 to 6, North's house 1, and North's house 2.
lesson-big-houses-wrong-small = Those few seeds don't get far. Which house has enough seeds to go all the way round?
lesson-big-houses-why-build = Big houses are strong. They can reach any house on the board, and a house with lots of seeds can't be captured, because a capture needs a 2 or a 3. Good players sometimes save up seeds in one house for a big move later.
lesson-big-houses-try-capture = Your big house 4 can capture. Capture as many seeds as you can!
lesson-big-houses-hint-fifteen = 15 seeds: 11 take them once round, and 4 are left. Where do those 4 go?
lesson-big-houses-try-capture-ok = Brilliant! After one lap, the last 4 seeds went into your houses 5 and 6 and North's houses 1 and 2. Those two got a second seed each and became 2s: 4 seeds captured.
