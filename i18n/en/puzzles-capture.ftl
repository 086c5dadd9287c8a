# Explanations of the capture puzzles.

puzzle-capture-five-or-two-why = Your house 6 ends in North's house 3, making a 3, and North's house 2 behind it becomes a 2: 5 seeds. Your house 5 would stop one house earlier and take only 2.
puzzle-capture-count-first-why = Five seeds from your house 4 end in North's house 3 (a 2), and North's house 2 behind it becomes a 3: 5 seeds. Your house 5 would capture just the 3.
puzzle-capture-three-houses-why = Your house 6 turns North's houses 1, 2 and 3 into 2, 3 and 3: a chain of three houses and 8 seeds. Your house 4 reaches only two of them.
puzzle-capture-two-threes-why = Two seeds from your house 6 make North's houses 1 and 2 into two 3s: 6 seeds. Your house 3 would take only one 3.
puzzle-capture-far-reach-why = Your house 1 is far from North, but it has 9 seeds: five for your own row, then four for North's houses 1 to 4. They become 2, 2, 2 and 3, the chain takes all four, and North's row is empty: a wipe-out!
puzzle-capture-eight-seeds-why = Eight seeds from your house 2 travel to North's house 4. North's houses 1 to 4 become 2, 2, 3 and 2, and the chain takes all four: 9 seeds. Your house 6 takes only 7.
puzzle-capture-three-twos-why = Your house 5 has 4 seeds: one into your house 6, then North's houses 1, 2 and 3 become 2s. Three houses, 6 seeds. Your house 6 alone would take just 2.
puzzle-capture-seven-why = Your house 5 ends in North's house 3, making a 2; behind it, North's houses 2 and 1 become a 3 and a 2. The chain takes all three: 7 seeds.
puzzle-capture-three-threes-why = North's houses 1, 2 and 3 each hold 2. Your house 5 puts one seed in each of them: three 3s, 9 seeds. Your house 3 reaches only two of them.
puzzle-capture-short-beats-long-why = Your house 1 has the most seeds, but it only reaches North's house 2 and takes 5. Your house 6, with just 3 seeds, makes North's houses 1, 2 and 3 into 3, 2 and 2: 7 seeds.
puzzle-capture-nine-why = Your house 5 has 4 seeds: one into your house 6, then one each into North's houses 1, 2 and 3, which already hold 2. Three 3s: 9 seeds!
puzzle-capture-six-seeds-far-why = Your house 5 sends 6 seeds as far as North's house 5. Houses 5, 4 and 3 become 2, 2 and 3: 7 seeds, and the chain stops at house 2. Your house 4 ends in North's house 3 and takes only that one.
