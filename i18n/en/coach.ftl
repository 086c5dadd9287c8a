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

## Reviewing a game: the coach's mark and words for each move.
## $house and $best are house numbers as their owner sees them (1 to 6).
## $side is the player who answers the move ("south" or "north").
## $result is "win", "draw" or "loss" for the player who moved;
## $change is "win-draw", "win-loss" or "draw-loss".
review-mark-forced = Only move
review-mark-best = Best move
review-mark-good = Good
review-mark-inaccuracy = Inaccuracy
review-mark-mistake = Mistake
review-mark-blunder = Blunder
review-forced = It was the only move there was.
review-best = One of the best moves here.
review-lost = This move cost { $seeds ->
        [one] one seed
       *[other] { $seeds } seeds
    } compared with house { $best }.
review-better-wipe-out = House { $house } would have wiped out { $side ->
        [south] South's
       *[north] North's
    } row { $result ->
        [win] and won the game
        [draw] and drawn the game
       *[loss] and taken { $seeds } seeds
    }.
review-better-capture = House { $house } would have captured { $seeds ->
        [one] one seed
       *[other] { $seeds } seeds
    }.
review-better-line = Play the coach's moves from here to see why.
review-let-capture = This let { $side ->
        [south] South
       *[north] North
    } take { $seeds ->
        [one] one seed
       *[other] { $seeds } seeds
    } with house { $house }.
review-let-wipe-out = This let { $side ->
        [south] South
       *[north] North
    } take every seed in { $side ->
        [south] North's
       *[north] South's
    } row with house { $house }: { $seeds } seeds.
review-result = { $change ->
        [win-draw] Before this move the game could still be won. Now the best is a draw.
        [win-loss] Before this move the game could still be won. Now it is lost if { $side ->
            [south] South
           *[north] North
        } plays well.
       *[draw-loss] Before this move a draw was still possible. Now the game is lost if { $side ->
            [south] South
           *[north] North
        } plays well.
    }
review-estimate = (An estimate: the coach looked { $depth } moves ahead, not to the end of the game.)
