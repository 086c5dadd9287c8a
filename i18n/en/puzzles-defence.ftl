# Explanations of the defence puzzles.

puzzle-defend-step-away-why = North's house 6 has 5 seeds that land in your houses 1 to 5. Move the seed of your house 5 out, and North's last seed makes only a 1 there: no capture.
puzzle-defend-empty-the-two-why = North's house 6 drops its last seed in your house 2. With 2 seeds there it would become a 3 and be captured. Play your house 2 and it's empty: the seed makes just a 1.
puzzle-defend-two-threats-why = North's houses 4 and 5 can both end their sowing in your row, and your little houses are waiting for them. After you play your house 2, North's seeds only make a 4 in your house 3 or a 1 in your house 2: nothing to capture.
puzzle-defend-long-sowing-why = North's house 5 has 6 seeds that end in your house 5. Move your single seed out of house 5 first: the last seed then makes a 1, and North captures nothing. Any other move loses at least 4 seeds.
puzzle-defend-guard-house-four-why = North's house 6 has 4 seeds that end in your house 4. Play your house 4 to empty it: North's last seed then makes only a 1 there, and nothing is captured.
puzzle-defend-move-the-two-why = North's house 5 has 3 seeds, and the last one lands in your house 2. With 2 seeds there, it would become a 3. Sow your house 2 and the danger is gone.
puzzle-defend-make-it-four-why = North's house 6 ends in your house 2, and North's house 5 ends in your house 4. Play your house 1: your house 2 gets 3 seeds, so North's seed makes it a 4, too many to capture, and your empty house 4 would become just a 1.
puzzle-defend-two-attackers-why = Two of North's houses, 5 and 6, can reach your row. After you sow your house 2, North's house 6 ends in your house 4, which then holds 4, and North's house 5 ends in your house 2, which holds just 1. North's last seed never makes a 2 or a 3, so there is nothing to capture.
puzzle-defend-against-wipe-out-why = North's house 6 sends 2 seeds into your houses 1 and 2. If you play your house 6, both become 2s and North wipes you out. Your house 1 still lets North capture a 3. Play your house 2: North's last seed then makes only a 1 there.
