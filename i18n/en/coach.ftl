# The computer player's levels and the coach's explanations.
# $house is a house number as its owner sees it: 1 to 6, from their own left.
# $best is the number of one of the best houses for the learner.
# $side is "south" or "north": the learner's opponent. $seeds and $depth are numbers.

level-1-name = Seedling
level-1-description = Takes seeds when it sees them, but forgets to look at your answer.
level-2-name = Sprout
level-2-description = Looks at your answer to its move, but still makes mistakes.
level-3-name = Gardener
level-3-description = Thinks a few moves ahead. A good match once you know the rules.
level-4-name = Farmer
level-4-description = Thinks many moves ahead. You need a plan to beat it.
level-5-name = Master
level-5-description = Plays its very best in every game. Can you hold on?

coach-best-move = Great move! That is one of the best moves here.
coach-loses-seeds = This move loses { $seeds ->
        [one] one seed
       *[other] { $seeds } seeds
    } compared with the best move. House { $best } was better.
coach-reply-captures = Now { $side ->
        [south] South
       *[north] North
    } can answer with house { $house } and capture { $seeds ->
        [one] one seed
       *[other] { $seeds } seeds
    }.
coach-reply-wipe-out = Now { $side ->
        [south] South
       *[north] North
    } can answer with house { $house } and take every seed in your row: a wipe-out worth { $seeds } seeds!
coach-reply-quiet = Now { $side ->
        [south] South
       *[north] North
    } can answer with house { $house }. It captures nothing yet, but it sets up a capture a little later.
coach-estimate = (The coach looked { $depth } moves ahead. The end of the game is too far away to be sure.)
