# Games between two devices (docs/games.md): "Play a classmate", the
# invitation, the game's screen and Home's card. The refusals keep the
# server's ids (src/duel/error.rs).

## Home and "Play a classmate"
duel-play-classmate = Play a classmate
duel-classmates-title = Play a classmate
duel-classmates-who = Who do you want to play? Press their card.
duel-classmates-none = Nobody else from your class is on a device right now. Try again in a moment!
duel-classmates-asking = Looking for your classmates…
duel-classmates-keys = Esc: back
duel-back = Back
duel-someone = your classmate
duel-card-invited = { $name } wants to play a game with you!
duel-card-waiting = Waiting for { $name } to answer your challenge
duel-card-continue = Continue your game with { $name }
duel-card-key = Press here to open it

## The invitation
duel-title = A game with { $name }
duel-waiting = Waiting for { $name } to answer…
duel-invited = { $name } wants to play a game of Wahree with you!
duel-declined = { $name } said no, thank you. Maybe another time!
duel-you-declined = You said no, thank you.
duel-you-withdrew = You took your challenge back.
duel-withdrawn = { $name } took the challenge back.
duel-withdraw = Take it back
duel-accept = Play
duel-accept-first = Play, and I go first
duel-accept-second = Play, and { $name } goes first
duel-decline = No, thank you

## The game
duel-your-move = Your move! Pick one of your houses.
duel-their-move = { $name } is thinking about their move…
duel-adjourned = Your teacher paused this game. It will wait for you.
duel-draw-offer = { $name } offers a draw. Do you agree?
duel-draw-offered = You offered a draw. Waiting for { $name } to answer…
duel-take-back-ask = { $name } asks to take their last move back. Is that all right?
duel-take-back-asked = You asked to take your move back. Waiting for { $name } to answer…
duel-answer-yes = Yes, all right
duel-answer-no = No, let's play on
duel-offer-draw = Offer a draw
duel-ask-take-back = Take my move back
duel-resign = Give up
duel-resign-sure = Do you really want to give up this game?
duel-resign-yes = Yes, I give up
duel-resign-no = No, I'll play on
duel-timer = Each move may take up to { $seconds ->
    [one] { $seconds } second
   *[other] { $seconds } seconds
}.
duel-overdue = The time for this move is up. Nothing is lost: the game waits for the move.
duel-leave = Home
duel-keys = Keys: 1 to 6 pick one of your houses · Esc: Home (the game waits for you)
duel-keys-no-board = Esc: Home

## The end
duel-over-won = You won! Well played!
duel-over-lost = { $name } won this time. Well played, both of you!
duel-over-drawn = It's a draw!
duel-over-none = Your teacher ended the game without a result.
duel-end-wipe-out = One side had no seeds left.
duel-end-no-moves = There was no move left to play.
duel-end-repetition = The same position came back again.
duel-end-resigned = { $name } gave up.
duel-end-you-resigned = You gave up.
duel-end-draw-agreed = You both agreed on a draw.
duel-end-teacher = Your teacher ended the game.
duel-end-count = Seeds in the stores: you { $mine }, { $name } { $theirs }.
duel-review = Look at the game again

## Refused
duel-same-child = You can't play against yourself!
duel-bad-timer = The move timer must be between 10 seconds and 10 minutes.
duel-move-no-such-house = There is no such house.
duel-move-not-your-house = That house is not yours: pick one of your own houses.
duel-move-empty-house = House { $house } is empty, so there is nothing to sow. Pick a house with seeds in it.
duel-move-must-feed = { $name } has no seeds left, so you must give them some! House { $house } doesn't reach their row.
duel-choose-first = Choose who goes first.
duel-not-in-game = This game is not yours.
duel-not-yours = That is for { $name } to do.
duel-not-your-turn = It's not your move yet: { $name } is thinking.
duel-game-over = This game is over.
duel-twice = That was already done.
duel-stale = The game went on meanwhile: here it is as it is now.
duel-wrong-moment = That can't be done right now.
duel-not-here = { $name } is not on a device right now.
duel-busy = { $name } is already playing a game.
duel-not-on-this-device = Your card is not picked on this device any more. Pick your card again to play here.
duel-unknown-learner = The class server does not know this child yet. Try again in a moment.

## The bar over a child's screen
duel-prompt-open = Look

## Refused: the child who asked is the one already playing
duel-busy-you = You are already playing a game. Finish it first, then you can start another!
