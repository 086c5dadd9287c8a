# Lesson "sowing".

lesson-sowing-how = To make a move, pick up all the seeds in one of your houses. Then drop them one at a time into the houses that come next: along your row to the right, then across into North's row. Round and round the board, always the same way. That's called sowing.
lesson-sowing-watch-south = Watch: South picks up the 4 seeds of house 3 and drops one into each of the next four houses.
lesson-sowing-watch-south-after = House 3 is empty now, and the next four houses each got one more seed. The last seed went over into North's house 1.
lesson-sowing-q-count = Before the first move your house 4 holds 4 seeds. If you sow your house 3, how many seeds will your house 4 hold?
lesson-sowing-q-count-why = 5: the first seed from house 3 drops into the very next house, your house 4.
lesson-sowing-q-last = Your house 5 holds 4 seeds. If you sow it, which house gets the last seed?
lesson-sowing-hint-one-each = One seed into each house, starting with the one right after the house you emptied.
lesson-sowing-q-last-why = One seed into your house 6, then North's houses 1, 2 and 3. The fourth and last seed lands in North's house 3.
lesson-sowing-watch-north = North sows the same way, round the board in the same direction: along their own row, then across into yours.
lesson-sowing-watch-north-after = North's seeds landed in their houses 5 and 6, then in your houses 1 and 2. Seeds change sides as they are sown: a seed belongs to whoever owns the house it is in.
lesson-sowing-try-cross = Your turn. Sow so that your last seed lands in North's house 1, the one right in front of your house 6.
lesson-sowing-hint-cross = Four seeds go four houses along. Which of your houses is four steps away from North's house 1?
lesson-sowing-try-cross-ok = Exactly! Four seeds from your house 3: houses 4, 5, 6 and then North's house 1.
lesson-sowing-wrong-short = Your seeds stopped before getting there. Count again how far each house reaches.
lesson-sowing-wrong-far = Your seeds went past it. Pick a house further to the left.
lesson-sowing-try-own = Now make your last seed land in your own house 6. Count the seeds in each house first!
lesson-sowing-hint-count = A house with 4 seeds reaches 4 houses along. Which house is exactly the right distance from your house 6?
lesson-sowing-try-own-ok = Well counted! Your house 2 has 4 seeds: houses 3, 4, 5 and 6.
