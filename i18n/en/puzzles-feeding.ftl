# Explanations of the feeding puzzles.

puzzle-feed-safely-why = Both moves feed North. But your house 6 would leave a lonely seed in your house 1, and North's new seed in their house 6 would make it a 2. Your house 5 gives North two seeds that can't reach you.
