# The live class in a real room (issue 32 §2, docs/live.md): what the
# projector and the children's devices say beyond live.ftl.

## The start
live-start-timer-vote = Time for each vote

## The projector: the lobby
live-card-here = here
live-lobby-here = Here: { $here } of { $total }.

## The summary
live-summary-show-children = Show each child's answers
live-summary-hide-children = Hide each child's answers
live-summary-child-hints = { $hints ->
    [one] used 1 hint
   *[other] used { $hints } hints
}
live-game-summary-title = How the game went
live-game-moves = { $count ->
    [0] No move was played: the game ended before it began.
    [one] One move was played.
   *[other] { $count } moves were played.
}
live-game-stores = In the stores: the class { $seeds }, the computer { $theirs }.

## A child's device: its keys line
live-device-keys-hint = Keys: 1 to 6 play a house · H a hint · Esc back to what you were doing
live-device-keys-wait = Keys: Esc back to what you were doing
