# Lesson "strategy-big-house": building and using a big house.

lesson-build-idea = A big house is a treasure. North can never capture it, because it holds far more than 3 seeds, and it can reach every house on the board. Don't spend it too soon: play your small houses, and wait for the moment when its seeds will turn many of North's houses into 2s and 3s. Your house 2 here holds 19 seeds.
lesson-build-q-last = Your house 2 holds 19 seeds. Where does the last one land?
lesson-build-q-last-why = 11 seeds take you once round, back to your house 2, which is skipped. The other 8 go to your houses 3 to 6 and North's houses 1 to 4: the last lands in North's house 4.
lesson-build-q-last-short = That is where seed 18 lands. Count the 8 seeds after the first trip round.
lesson-build-q-last-far = One too far: after the first trip round (11 seeds), 8 are left, and the 8th lands in North's house 4.
lesson-build-watch = Watch the big house go round.
lesson-build-watch-after = On the way round every house got a seed, and North's houses 1 to 4 got a second one. Now they held 2, 2, 3 and 2: the chain took all four, 9 seeds.
lesson-build-try-guided = Your house 5 holds 18 seeds. Play it and count the chain.
lesson-build-try-guided-ok = A chain of five houses! North's houses 2 to 6 held 3, 2, 3, 2 and 2 after the sowing: 12 seeds in one move.
lesson-build-try-use = Now find the best move on your own.
lesson-build-try-use-ok = Your big house made 3, 3, 2, 2 and 2 in North's houses 1 to 5: 12 seeds, and 30 in your store. That's a win already!
lesson-build-try-not-yet = Your house 4 has grown to 15 seeds. Is now the time to play it? Capture as many seeds as you can.
lesson-build-hint-count-first = Before you play your big house, count where its last seed would land, and how many seeds that house would hold then.
lesson-build-try-not-yet-ok = Right! Your house 6 made North's houses 1 and 2 hold 2 and 3: 5 seeds. Your big house stays at home, still growing, ready for a better moment.
lesson-build-wrong-spent = Your big house went all the way round, but its last seed landed in North's house 2, which then held 4: nothing to capture, and your treasure is spent. Keep it for a better moment.
lesson-build-wait = Sometimes it pays to wait. Each seed you add to your big house sends its last seed one house further along North's row.
lesson-build-try-wait = Your big house could capture 11 seeds right now. Can you do better? Make sure of at least 26 seeds within two moves.
lesson-build-hint-one-more = Give your big house one more seed: where would its last seed land then?
lesson-build-try-wait-ok = One more seed makes 19. North has to move its last seed to its house 6, and next move your big house ends right there: every house in North's row holds 2 or 3, and the chain takes them all. A wipe-out!
lesson-build-wrong-now = 25 seeds now is good, but wait: with one more seed, your big house takes much more next move.
lesson-build-wrong-same = Your big house still has 18 seeds, so next move its last seed lands where it would land now. Give it one more seed instead.
lesson-build-game = Now play it out against the computer. Your house 4 holds 17 seeds.
lesson-build-game-hint = Don't rush your big house. Play your single seeds first and watch where North's seed goes: then strike.
lesson-build-game-won = Well saved, well spent! Your big house paid off.
lesson-build-game-lost = Not enough seeds this time. Your big house is strongest when North's seeds sit where its last seeds will land: wait for that moment. Start again!
