# Names the program shows with every puzzle and try step: the goal's
# instruction, the theme and the difficulty. Each puzzle's own hints and
# explanation are in puzzles-<theme>.ftl.
# $house is a house number as its owner sees it (1 to 6 from their own
# left); $owner is "south" or "north"; $seeds and $moves are counts.

puzzle-goal-play = Play your house { $house }.
puzzle-goal-last-in = Make your last seed land in { $owner ->
        [south] your own
       *[north] your opponent's
    } house { $house }.
puzzle-goal-capture = Capture at least { $seeds ->
        [one] one seed
       *[other] { $seeds } seeds
    } with one move.
puzzle-goal-most-seeds = Capture as many seeds as you can with one move.
puzzle-goal-longest-chain = Capture from as many houses as you can in one chain.
puzzle-goal-wipe-out = Find the wipe-out: capture every seed in your opponent's row.
puzzle-goal-feed = Your opponent has no seeds left. Find the move that feeds them.
puzzle-goal-avoid-wipe-out = Careful! Find the move that doesn't let your opponent wipe you out.
puzzle-goal-defend = Find the move that lets your opponent capture as little as possible.
puzzle-goal-secure = Make sure you have at least { $seeds ->
        [one] 1 seed
       *[other] { $seeds } seeds
    } in your store within { $moves ->
        [one] one move
       *[other] { $moves } moves
    }, whatever your opponent does.
puzzle-goal-win = Win the game within { $moves ->
        [one] one move
       *[other] { $moves } moves
    }, whatever your opponent does.
puzzle-goal-wipe-out-within = Wipe your opponent out within { $moves ->
        [one] one move
       *[other] { $moves } moves
    }, whatever they do.
puzzle-goal-guard = { $moves ->
        [one] With your next move
       *[other] Over your next { $moves } moves
    }, let your opponent capture { $seeds ->
        [0] none of your seeds
        [one] at most 1 seed
       *[other] at most { $seeds } seeds
    }, whatever they do.

puzzle-theme-capture = Captures
puzzle-theme-chain = Chains
puzzle-theme-wipe-out = Wipe-outs
puzzle-theme-feeding = Feeding
puzzle-theme-defence = Defence
puzzle-theme-big-house = Big houses
puzzle-theme-endgame = Endgames

puzzle-difficulty-easy = Easy
puzzle-difficulty-medium = Medium
puzzle-difficulty-hard = Hard

# Hints shared by many puzzles.
puzzle-hint-count-reach = Count the seeds in each of your houses: that's how many houses they travel.
puzzle-hint-two-three = Look for North's houses with 1 or 2 seeds: your last seed can turn them into a 2 or a 3.
puzzle-hint-look-back = After the last seed lands, look back: the houses just before it might be 2s and 3s too.
puzzle-hint-every-seed = For a wipe-out, every one of North's houses that has seeds must be captured in one chain.
puzzle-hint-their-move = Picture each of your moves, then look for North's best reply.
puzzle-hint-weak-houses = Which of your houses hold 1 or 2 seeds, and which of North's houses can reach them?
puzzle-hint-feed-reach = Which of your houses has enough seeds to cross into North's row?
puzzle-hint-big-lap = A house with 12 or more seeds goes all the way round: 11 seeds per lap, because it skips itself.
puzzle-hint-score = Look at the stores: how does each move change the final count?
