# Lesson "chains".

lesson-chains-rule = After a capture, look at the house just before it, back the way the seeds came. If it is North's and it also holds 2 or 3, you capture it too. Then look at the one before that, and so on. That's a chain.
lesson-chains-watch = Watch South's 3 seeds land in North's houses 1, 2 and 3.
lesson-chains-watch-after = The last seed made a 2 in North's house 3: captured. Looking back, house 2 had 3 and house 1 had 2: captured too. Three houses, 7 seeds, in one move!
lesson-chains-q-broken = Sow your house 6 (3 seeds). How many seeds do you capture?
lesson-chains-hint-look-back = Start from the house where the last seed lands, then look at the houses before it, one by one.
lesson-chains-q-broken-why = Only 3. The last seed makes a 3 in North's house 3, but the house before it then holds just 1: the chain stops there, even though North's house 1 holds 3.
lesson-chains-try-longest = Capture from as many of North's houses as you can.
lesson-chains-hint-five = Your house 4 has 5 seeds. Where does its last seed land, and what is behind it?
lesson-chains-try-longest-ok = Three houses in one go! The chain ran back from North's house 3 to house 1.
lesson-chains-wrong-two = Two houses, well done, but another move makes a chain of three.
lesson-chains-wrong-nothing = That seed stays at home: no capture at all.
lesson-chains-try-most = Capture as many seeds as you can.
lesson-chains-try-most-ok = A chain of two: 5 seeds, more than the single 3 next door.
lesson-chains-wrong-single = You captured 3, but a chain could have given you more.
lesson-chains-wrong-four = Your last seed landed on a house with 3, which now has 4: no capture.
lesson-chains-q-edge = Sow your house 5: the last seed makes a 2 in North's house 1, and your own house 6 also ends up with 2. How many seeds do you capture?
lesson-chains-q-edge-why = 2. A chain stops at the end of North's row: it never goes back into your own houses.
