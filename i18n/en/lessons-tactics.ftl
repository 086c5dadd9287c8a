# Lesson "tactics".

lesson-tactics-weak = Houses with 1 or 2 seeds are weak: one seed from North turns them into a 2 or a 3. Here your houses 1, 2 and 6 have one seed each, and North's house 6 holds 2 seeds that will land in your houses 1 and 2.
lesson-tactics-try-guided = Play the ringed house, then watch North's answer.
lesson-tactics-try-guided-ok = Safe! Your house 2 is empty now, so North's last seed makes only a 1 there: nothing to capture.
lesson-tactics-answer = Before you play, always ask: what will North do next? Here it is North's turn. North's house 6 has 4 seeds, and they land in your houses 1, 2, 3 and 4.
lesson-tactics-q-threat = If North sows its house 6, how many of your seeds does North capture?
lesson-tactics-hint-north-count = Add one seed to each of your houses 1 to 4. Where does the last one land, and what does that house hold then?
lesson-tactics-q-threat-why = 3: the last seed makes your house 4 hold 3, and North takes them. Your house 3 then holds just 1, so the chain stops.
lesson-tactics-q-threat-none = Look at your house 4: it holds 2 now, and North's last seed lands there.
lesson-tactics-q-threat-two = Your house 4 holds 2 now; with North's last seed it holds 3, and North takes all 3.
lesson-tactics-try-defend = One of your moves captures 2 seeds, but watch out: North answers. Find the move that lets North capture as little as possible.
lesson-tactics-hint-their-reach = North's house 6 has 4 seeds: they land in your houses 1 to 4. North's house 3 has 5: they reach your houses 1 and 2.
lesson-tactics-hint-after = For each of your moves, picture your row afterwards. Would North's last seed make a 2 or a 3 there?
lesson-tactics-try-defend-ok = Perfect. Your house 4 now holds 3, so North's last seed makes it 4: North captures nothing at all.
lesson-tactics-wrong-grab = You capture 2, but then North's house 6 drops its last seed into your house 4 and makes a 3: North takes 3, more than you got.
lesson-tactics-reach = Before choosing a move, count how far each house reaches. Your house 3 has 5 seeds: it reaches 5 houses along.
lesson-tactics-q-reach = Where does the last seed of your house 3 land?
lesson-tactics-hint-count-on = Count on from the house: 4, 5, 6, then North's 1, 2 and so on.
lesson-tactics-q-reach-why = Your houses 4, 5 and 6, then North's houses 1 and 2. The fifth seed lands in North's house 2.
lesson-tactics-q-reach-short = North's house 1 gets the fourth seed. There is a fifth.
lesson-tactics-q-reach-far = Five seeds: your houses 4, 5, 6, then North's houses 1 and 2. North's house 3 is one too far.
lesson-tactics-try-best = Now capture as many seeds as you can.
lesson-tactics-try-best-ok = Well done! Your house 3 and your house 5 both end in North's house 2 and capture 5 seeds: either one was a great move.
