# Explanations of the feeding puzzles.

puzzle-feed-only-one-why = Only your house 6 is right next to North's row; one seed is enough from there. Your other houses would need far more seeds to get across.
puzzle-feed-count-steps-why = Your house 4 needs 3 seeds to reach North, and it has exactly 3. Your houses 1 and 2 have more seeds, but they are too far away: they would need 6 and 5.
puzzle-feed-safely-why = Both moves feed North. But your house 6 would leave a lonely seed in your house 1, and North's new seed in their house 6 would make it a 2. Your house 5 gives North two seeds that can't reach you.
puzzle-feed-far-house-why = Your house 4 is closer, but it needs 3 seeds and has only 2. Your house 2 needs 5 seeds to reach North, and it has exactly 5.
puzzle-feed-which-reaches-why = From your house 3, four steps reach North's row, and it has 4 seeds. Your houses 1 and 2 have only 3 seeds each, but they would need 6 and 5.
