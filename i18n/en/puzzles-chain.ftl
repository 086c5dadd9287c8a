# Explanations of the chain puzzles.

puzzle-chain-three-why = Your house 6 drops its 3 seeds into North's houses 1, 2 and 3, making 2, 3 and 2. Looking back from the last one, all three are captured: 7 seeds.
puzzle-chain-from-five-why = Four seeds from your house 5: one into your house 6, then North's houses 1, 2 and 3 become 2, 2 and 3. The chain runs back over all three.
puzzle-chain-three-beats-two-why = Your house 6 makes a chain of two. Your house 5 goes one house further and makes North's houses 1, 2 and 3 into 2, 3 and 2: a chain of three.
puzzle-chain-four-why = Five seeds from your house 5 reach North's house 4. Houses 1 to 4 become 2, 2, 2 and 3, and the chain takes all four: 9 seeds.
puzzle-chain-far-end-why = Seven seeds from your house 5 reach North's last house. Houses 6, 5, 4 and 3 all become 2s, and the chain runs back over them until North's house 2, which holds just 1. Four houses!
puzzle-chain-three-of-three-why = Your house 6 makes North's houses 1, 2 and 3 into 3, 2 and 2, and the chain runs back over all three. Your house 3 makes a chain of only two.
puzzle-chain-eight-seeds-why = Your house 6 reaches North's house 3: 3, 3 and 2 in North's first three houses, a chain of three and 8 seeds. Your house 5 stops one house short: only two.
puzzle-chain-broken-link-why = Your house 5 reaches North's house 5. Houses 5, 4 and 3 become 2, 3 and 2, and the chain stops at house 2, which holds only 1. Your house 6 ends in North's house 3, and the same broken link stops that chain at once.
puzzle-chain-six-seeds-why = Six seeds from your house 5 reach North's house 5. Houses 5, 4 and 3 become 3, 2 and 3: a chain of three, stopped by house 2 with its single seed. Your house 6 ends one house earlier and gets only two houses.
puzzle-chain-two-or-three-why = Your house 6 captures two houses, but your house 5 goes one further: one seed for your house 6, then North's houses 1, 2 and 3 become 2, 3 and 2. A chain of three!
