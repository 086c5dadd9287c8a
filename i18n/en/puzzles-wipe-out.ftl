# Explanations of the wipe-out puzzles.

puzzle-wipe-two-houses-why = Your house 6 drops its 2 seeds into North's houses 1 and 2, and both become 2s. The chain takes them both, North's row is empty, and every seed left on the board is yours.
puzzle-wipe-four-seeds-why = Your house 5 has 3 seeds: one into your house 6, then North's houses 1 and 2 become 2s. Your house 6 alone would only take North's house 1 and leave the other.
puzzle-wipe-three-chain-why = Four seeds from your house 5 reach North's house 3. North's houses 1, 2 and 3 all become 2s, and the chain clears the whole row.
puzzle-wipe-long-sow-why = Your house 4 has 6 seeds: two for your own houses, then four for North's houses 1 to 4, which all become 2s. One chain of four houses, and the game is yours.
puzzle-wipe-five-houses-why = Six seeds from your house 5 reach all the way to North's house 5. It becomes a 3, the four houses before it become 2s, and the chain takes all five: a wipe-out worth 11 seeds, and the rest of the board too.
puzzle-wipe-not-the-big-one-why = The big house captures 9 seeds, but North keeps seeds in two houses. Your little house 3 is better: its last seed makes North's only house a 2, and the wipe-out sweeps the whole board, your big house too. 41 seeds!
puzzle-wipe-three-and-two-why = Your house 6 makes North's houses 1 and 2 into a 3 and a 2, and the chain takes both: wipe-out. Your house 5 would capture only North's house 1 and leave house 2 alone.
puzzle-wipe-from-house-two-why = Your house 2 is far away, but its 6 seeds get there: four into your own houses, then North's houses 1 and 2 become 2s. The chain takes both, and you sweep up the 11 seeds left in your row too.
puzzle-wipe-eight-seeds-why = Your house 6 drops 3 seeds into North's houses 1, 2 and 3: they become 3, 3 and 2, and the chain takes all three. Your big house 1 would only reach North's house 1.
puzzle-wipe-eleven-why = Eight seeds from your house 3: three for your own houses, then five for North's houses 1 to 5, which become 2, 2, 3, 2 and 2. The chain takes all five: 11 seeds, and the board.
puzzle-wipe-comeback-why = You are far behind, 6 to 19. Your house 6 drops 5 seeds into North's houses 1 to 5: 3, 2, 2, 2 and 2. The chain takes all five, and the wipe-out gives you the 12 seeds in your row as well: 29 to 19!
