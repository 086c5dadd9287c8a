# The computer player's levels and the coach's explanations.
# $house is a house number as its owner sees it: 1 to 6, from their own left.
# $best is the number of one of the best houses for the learner.
# $side is "south" or "north": the learner's opponent. $seeds and $depth are numbers.

# Nineteen levels, weakest first: a garden that grows, from a seed to the master.
level-1-name = Seed
level-1-description = Captures where its last seed lands, but never counts a chain or a big house's lap, and often plays without thinking twice.
level-2-name = Sprout
level-2-description = Takes the biggest capture it can see, chain and all, but never thinks about what you can take back.
level-3-name = Seedling
level-3-description = Sometimes checks what you could take back after its move.
level-4-name = Bud
level-4-description = Often checks what you could take back after its move.
level-5-name = Flower
level-5-description = Nearly always checks what you could take back after its move.
level-6-name = Little Tree
level-6-description = Always checks what you could take back after its move.
level-7-name = Tall Tree
level-7-description = Looks three moves ahead, but is a little careless.
level-8-name = Fruit Tree
level-8-description = Looks three moves ahead: its move, your answer and its next move.
level-9-name = Garden
level-9-description = Looks a few moves ahead.
level-10-name = Gardener
level-10-description = Looks several moves ahead. A good match once you know the tricks.
level-11-name = Farmer
level-11-description = Thinks many moves ahead. You need a plan to beat it.
level-12-name = Tree Doctor
level-12-description = Plans far ahead and hardly ever falls into a trap.
level-13-name = Forest Keeper
level-13-description = Plans very far ahead. Every seed counts!
level-14-name = Beekeeper
level-14-description = Patient and busy: it almost always finds a good move.
level-15-name = Harvest Chief
level-15-description = Knows when to let seeds pile up in a house and when to take them to its store.
level-16-name = Old Baobab
level-16-description = Calm and wise: it hardly ever gives away a single seed.
level-17-name = Garden Wizard
level-17-description = Plans further ahead than almost anyone. Only a strong player beats it.
level-18-name = Seed Sage
level-18-description = Plans nearly as far ahead as the Master. Only the best players win.
level-19-name = Master
level-19-description = Thinks as far ahead as it can, in every game. Can you hold on?

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
    } can answer with house { $house } and take every seed in your row: a wipe-out worth { $seeds ->
        [one] 1 seed
       *[other] { $seeds } seeds
    }!
coach-reply-quiet = Now { $side ->
        [south] South
       *[north] North
    } can answer with house { $house }. It captures nothing yet, but it sets up a capture a little later.
coach-estimate = (The coach looked { $depth ->
        [one] one move
       *[other] { $depth } moves
    } ahead. The end of the game is too far away to be sure.)

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
       *[loss] and taken { $seeds ->
            [one] 1 seed
           *[other] { $seeds } seeds
        }
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
    } row with house { $house }: { $seeds ->
        [one] 1 seed
       *[other] { $seeds } seeds
    }.
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
review-estimate = (An estimate: the coach looked { $depth ->
        [one] one move
       *[other] { $depth } moves
    } ahead, not to the end of the game.)
