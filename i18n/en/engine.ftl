# Why the rules engine refused a move, found a position wrong, or ended a game.
# $house is a house number as its owner sees it: 1 to 6, from their own left.
# $owner and $side are "south" or "north".

move-not-your-house = House { $house } belongs to { $owner ->
        [south] South
       *[north] North
    }. Pick one of your own houses!
move-empty-house = House { $house } is empty, so there is nothing to sow. Pick a house with seeds in it.
move-must-feed = Your opponent has no seeds left, so you must give them some! House { $house } doesn't reach their row: pick a house whose seeds get that far.
move-game-over = This game is over. Start a new one to play again.

setup-negative-house = { $side ->
        [south] South's
       *[north] North's
    } house { $house } has { $seeds ->
        [one] { $seeds } seed
       *[other] { $seeds } seeds
    }. A house can't have fewer than none!
setup-negative-store = { $side ->
        [south] South's
       *[north] North's
    } store has { $seeds ->
        [one] { $seeds } seed
       *[other] { $seeds } seeds
    }. A store can't have fewer than none!
setup-wrong-total = There { $total ->
        [one] is 1 seed
       *[other] are { $total } seeds
    } in this position, but a game always has exactly 48.

end-wipe-out = Wipe-out! One capture took every seed in the other row, so the player who made it also takes all the seeds left on the board.
end-no-moves = The player whose turn it is can't move, so each player takes the seeds on their own side.
end-repetition = The same position came back, and the game could go round in circles forever. So it stops here, and each player takes the seeds on their own side.
