# Tournaments across classes (docs/tournaments.md, "The organiser"): the
# server's refusals to an organiser and to a class's teacher, and what a
# teacher is told after entering a result for a table of two classes.

## The organiser: what the server refused
tournament-class-not-in = This class is not in the tournament.
tournament-class-twice = This class is in the tournament already.
tournament-started = A round is paired already: the classes and the players can no longer change.
tournament-unknown-class = There is no class with this code on the server.
tournament-classes-full = This tournament has as many classes as it can take.
tournament-players = Choose the children who play.

## A class's teacher
tournament-not-your-table = No child of your class plays at this table.
tournament-entry-waiting = Thank you! The other class's teacher enters the result too.
tournament-entry-agreed = Both teachers entered the same result. It is in!
tournament-entry-conflict = The other class's teacher entered a different result. The organiser will decide.

## The teacher's app: the tournaments across classes the class is in
tournament-open-list-title = Tournaments with other classes
tournament-open-round = Round { $round }
tournament-open-no-round = The organiser has not paired the first round yet.

## A child's Home: who they play next, with the other child's class
tournament-open-opponent = { $name } (class { $class })
