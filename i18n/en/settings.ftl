# Settings: the board size and the learners on this computer; the home
# screen's line about who is learning.
# $name is a learner's name as they typed it. $max is a number of letters.

settings-size = Board size
settings-size-normal = Normal
settings-size-large = Large
settings-size-projector = Projector
settings-size-hint = Large and Projector make the board and the main words bigger, for a classroom screen.

# A learner who has not typed a name yet.
learner-guest = Guest
learner-name-empty = Type a name first.
learner-name-too-long = That name is too long. Use { $max ->
        [one] 1 letter
       *[other] { $max } letters
    } or fewer.
learner-name-taken = There is already a learner called { $name }. Add something to tell them apart, like the first letter of a last name.
learner-name-guest = “{ $name }” is the name for someone who has not typed their name yet. Please type your own name.

learners-title = Who is playing?
learners-playing-as = Playing as { $name }
learners-choose-hint = Pick your name before you play: everyone keeps their own lessons and puzzles.
learners-guest-keeps = A new name starts with no lessons or puzzles done. To keep what was done as Guest, rename Guest instead.
learners-add-title = Add a learner
learners-new-placeholder = Type a name
learners-add = Add
learners-rename = Rename
learners-rename-save = Save
learners-cancel = Cancel
learners-remove = Remove
learners-remove-ask = Remove { $name }? Everything { $name } did in the lessons and puzzles will be forgotten.
learners-remove-yes = Yes, remove
learners-remove-no = No, keep
learners-teacher-only = Only the teacher can rename or remove a child of the class: in the teacher's view, with the class's password.
learners-keys-typing = Keys: Enter keeps the name · Esc cancels

home-learner = Playing as { $name }
home-learner-who = Who is playing?
# $lessons and $puzzles count what is finished; the totals count everything.
home-learner-progress = Lessons done: { $lessons } of { $lessonsTotal } · Puzzles solved: { $puzzles } of { $puzzlesTotal }
home-learner-change = Change learner
home-learner-add = Add your name
home-name-title = What is your name?
home-name-keeps = Everything you did so far stays yours.
