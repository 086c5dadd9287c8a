# Lesson "capturing".

lesson-capturing-rule = Here is how you win seeds. If your last seed lands in one of North's houses and that house then holds exactly 2 or 3 seeds, you capture them: they go into your store. Look at North's house 1: it has 2 seeds.
lesson-capturing-watch = Watch South sow the single seed of house 6.
lesson-capturing-watch-after = The seed made North's house 1 hold 3, so South captured all 3 seeds. Only the last seed of a sowing can capture.
lesson-capturing-q-how-many = Your house 6 has one seed and North's house 1 has one. How many seeds do you capture if you sow your house 6?
lesson-capturing-q-how-many-why = 2: your seed makes North's house 1 hold 2, and you take both seeds.
lesson-capturing-try-first = Make your first capture!
lesson-capturing-hint-where = Look for one of North's houses with 1 or 2 seeds. Which of your houses ends its sowing there?
lesson-capturing-hint-one-more = Your last seed adds one: a house with 1 becomes 2, a house with 2 becomes 3.
lesson-capturing-try-first-ok = Captured! Your second seed made North's house 1 hold 2, and both seeds are yours.
lesson-capturing-wrong-four = Your last seed landed on a house that already had 3. Now it has 4, and 4 can't be captured.
lesson-capturing-wrong-own-side = That seed stayed in your own row. You can only capture in North's row.
lesson-capturing-try-best = Two moves capture here. Find the one that wins more seeds.
lesson-capturing-hint-compare = Work out what each capture would take, then choose the bigger one.
lesson-capturing-try-best-ok = Yes: 3 seeds is better than 2! Always count before you choose.
lesson-capturing-wrong-smaller = That captures 2 seeds. Not bad, but another move captures 3.
lesson-capturing-q-own-row = Sow your house 2: the last seed lands in your house 4, which then holds 3. How many seeds do you capture?
lesson-capturing-q-own-row-why = None! Captures only happen in your opponent's row. Your own houses are never captured by you.
lesson-capturing-north-too = North captures the same way, in your row. Your houses with 1 or 2 seeds are in danger: a seed from North can turn them into a 2 or a 3.
