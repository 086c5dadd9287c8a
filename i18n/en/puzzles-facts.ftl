# Sentences the program builds from the engine's facts, for the puzzles
# that have no explanation of their own, and hints that use its numbers.
# Houses are numbered as their owner sees them (1 to 6 from their own
# left); $whose is "own" or "other"; $opponent is a player's name, already
# in this language; $laps is 0, or 1 when a sowing goes all the way round.

puzzle-fact-sow = Your house { $house } holds { $seeds ->
        [one] just 1 seed, which lands
       *[other] { $seeds } seeds{ $laps ->
            [0] {""}
           *[other] , enough to go all the way round, skipping house { $house } itself
        }: the last one lands
    } in { $whose ->
        [own] your house { $last }
       *[other] { $opponent }'s house { $last }
    }.
# $from and $to are the first and last houses of the chain.
puzzle-fact-capture = { $houses ->
        [one] That house now holds { $seeds ->
            [one] 1 seed: you capture it.
           *[other] { $seeds } seeds: you capture them.
        }
        [2] Looking back from there, { $opponent }'s houses { $from } and { $to } both hold 2 or 3 seeds: you capture both, { $seeds ->
            [one] 1 seed
           *[other] { $seeds } seeds
        }.
       *[other] Looking back from there, { $opponent }'s houses { $from } to { $to } all hold 2 or 3 seeds: you capture all { $houses } houses, { $seeds ->
            [one] 1 seed
           *[other] { $seeds } seeds
        } in one go.
    }
puzzle-fact-no-capture = It captures nothing.
# $swept: the seeds left in the player's own row, which a wipe-out collects too.
puzzle-fact-wipe-out = { $swept ->
        [0] { $opponent }'s row is empty now: a wipe-out!
        [one] { $opponent }'s row is empty now: a wipe-out! You also collect the 1 seed left in your own row.
       *[other] { $opponent }'s row is empty now: a wipe-out! You also collect the { $swept } seeds left in your own row.
    }
# $why: wipe-out, you-stuck, they-stuck or repetition; $result: win, draw
# or loss; $mine and $theirs: the final counts.
puzzle-fact-end = { $why ->
        [wipe-out] The game is over:
        [you-stuck] You have no move left, so each player takes the seeds in their own row:
        [they-stuck] { $opponent } has no move left, so each player takes the seeds in their own row:
       *[repetition] The same position has come back, so each player takes the seeds in their own row:
    } { $result ->
        [win] you win { $mine } to { $theirs }!
        [draw] it's a draw, { $mine } to { $theirs }.
       *[loss] { $opponent } wins { $theirs } to { $mine }.
    }
# The best of the other moves, by the puzzle's goal.
puzzle-fact-other-seeds = The best of your other moves, house { $house }, captures only { $seeds ->
        [one] 1 seed
       *[other] { $seeds } seeds
    }.
puzzle-fact-other-chain = Your house { $house } captures from only { $houses ->
        [one] 1 house
       *[other] { $houses } houses
    } ({ $seeds ->
        [one] 1 seed
       *[other] { $seeds } seeds
    }).
puzzle-fact-other-wipe-out = Your house { $house } captures { $seeds ->
        [one] 1 seed
       *[other] { $seeds } seeds
    }, but leaves { $left ->
        [one] 1 seed
       *[other] { $left } seeds
    } in { $opponent }'s row: no wipe-out.
puzzle-fact-others-nothing = None of your other moves captures anything.
# $best: the most the opponent can capture after the answer; $by: the
# opponent's house that would capture $lost seeds after the player's $house.
puzzle-fact-defend = After it, { $opponent } { $best ->
        [0] cannot capture anything at all.
        [one] can capture only 1 seed.
       *[other] can capture only { $best } seeds.
    }
puzzle-fact-defend-other = After your house { $house }, { $opponent }'s house { $by } would capture { $lost ->
        [one] 1 seed
       *[other] { $lost } seeds
    }.
puzzle-fact-avoid = After it, { $opponent } has no move that takes every seed in your row.
puzzle-fact-avoid-other = After your house { $house }, { $opponent }'s house { $by } would wipe you out.
# A line of moves: $step counts the player's own moves (1, 2, 3);
# $captured is what the move captures.
puzzle-fact-line-mine = { $step ->
        [1] First, your house { $house }
       *[other] Then your house { $house }
    }{ $captured ->
        [0] .
        [one] , which captures 1 seed.
       *[other] , which captures { $captured } seeds.
    }
puzzle-fact-line-theirs = { $opponent }'s best answer is their house { $house }{ $captured ->
        [0] .
        [one] , which captures 1 seed.
       *[other] , which captures { $captured } seeds.
    }
puzzle-fact-secured = You now have { $seeds ->
        [one] 1 seed
       *[other] { $seeds } seeds
    } in your store, whatever { $opponent } does.
puzzle-fact-held = In { $moves ->
        [one] 1 move
       *[other] { $moves } moves
    }, { $opponent } { $lost ->
        [0] captured nothing at all.
        [one] captured only 1 seed.
       *[other] captured only { $lost } seeds.
    }

# Hints with numbers from the position. $best: the most seeds one move
# captures (houses for puzzle-hint-best-chain; for puzzle-hint-best-defence
# the fewest seeds the opponent can then capture); $houses: the opponent's
# houses that hold seeds.
puzzle-hint-best-seeds = One of your moves captures { $best ->
        [one] 1 seed
       *[other] { $best } seeds
    }. Which one?
puzzle-hint-best-chain = The longest chain takes { $best ->
        [one] 1 house
       *[other] { $best } houses
    } in one go.
puzzle-hint-best-defence = { $best ->
        [0] One of your moves lets { $opponent } capture nothing at all.
        [one] The best you can do is let { $opponent } capture 1 seed.
       *[other] The best you can do is let { $opponent } capture { $best } seeds.
    }
puzzle-hint-wipe-houses = { $houses ->
        [one] { $opponent } has seeds in just 1 house: your chain must take it.
       *[other] { $opponent } has seeds in { $houses } houses: your chain must take every one of them.
    }
