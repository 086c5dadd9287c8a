# Explanations of the big-house puzzles.

puzzle-big-one-lap-why = Twelve seeds: one in each of the other eleven houses, then your house 6 is skipped and the twelfth lands in North's house 1 again. It now holds 2, and you capture them.
puzzle-big-four-twos-why = Fifteen seeds: 11 for one lap, then 4 more for North's houses 1 to 4. Each of those gets two seeds in all, so they are 2s, and the chain takes four houses: 8 seeds.
puzzle-big-backwards-only-why = Fourteen seeds: one lap of 11, then 3 more, ending in North's house 3. Houses 3, 2 and 1 are 2s: captured. North's houses 4 and 5 hold 3 and 2 too, but they come after the last seed, and a chain only looks backwards.
puzzle-big-sixteen-why = Sixteen seeds from your house 4: one lap of 11, then 5 more, through your houses 5 and 6 into North's houses 1, 2 and 3. They end with 3, 2 and 2: three houses, 7 seeds.
puzzle-big-lap-makes-three-why = Twelve seeds go all the way round: North's house 1 gets one seed at the start of the lap and the twelfth seed at the end. With the seed it already had, that makes 3.
puzzle-big-thirteen-why = Thirteen seeds from your house 5: 11 for one lap, then your house 6 and North's house 1. North's house 1 had 1 seed, got one on the lap and one at the end: 3, captured.
puzzle-big-fifteen-chain-why = Fifteen seeds: one lap of 11, then 4 more, into your house 6 and North's houses 1, 2 and 3. Those three end with 2 each: a chain of three. The houses after them are not captured: a chain only looks back.
puzzle-big-fifteen-two-why = Fifteen seeds from your house 4: one lap of 11, then your houses 5 and 6 and North's houses 1 and 2. North's house 1 ends with 3 and house 2 with 2: 5 seeds. North's house 3 also has 3, but it comes after the last seed.
