# The organiser's screens (docs/tournaments.md, "The organiser"): their
# sign-in, their tournaments across classes, the classes and their
# players, and the two teachers' entries at a table.

## The way in and the sign-in
organiser-enter = I am an organiser
organiser-title = Organiser's sign-in
organiser-hint = An organiser runs tournaments across classes. Sign in with the name and password made for you on the class server.
organiser-address = Class server's address
organiser-name = Your name
organiser-password = Password
organiser-wrong = That name or password is not right. Please try again.
organiser-forgotten = No account yet? On the class server, run: wahree serve organiser add NAME

## The organiser's tournaments
organiser-list-title = Tournaments across classes
organiser-signed-in = Signed in as { $name }
organiser-list-none = No tournament yet. Press "New tournament" to set one up.
organiser-sign-out = Sign out
organiser-new-classes-next = Once it is made, add the classes: their children are the players.

## The classes and their players
organiser-tab-classes = Classes and players
organiser-classes-hint = Add each class with the code its devices join with. All its children play: untick those who do not.
organiser-code-hint = Class code
organiser-add-class = Add the class
organiser-remove-class = Take the class out
organiser-no-class = No class yet
organiser-fixed = The first round is paired: the players are fixed. A child can still withdraw.

## A table of two classes: what each teacher entered
organiser-entries = What the teachers entered:
organiser-entries-differ = The two teachers entered different results. Choose the right one:
organiser-entry = { $class }: { $result }
