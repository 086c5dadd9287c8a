# The classroom: saving, class lists, the cards children pick, the teacher's PIN.

## Why something could not be saved or read ($code: the system's error number).
storage-denied = Wahree is not allowed to write in its folder (is it read-only, or a locked USB stick?).
storage-full = The disk or the browser's storage is full.
storage-busy = The folder is busy or slow; Wahree will try again with the next change.
storage-not-text = The file is not a text file.
storage-other = Something went wrong with the file (error { $code }).

## What loading the class found ($file: the file, $kept: where it was kept).
class-file-corrupt = { $file } could not be read, so it was kept as { $kept } and the rest of the class loaded.
class-file-newer = { $file } was saved by a newer Wahree and was left as it is.
class-file-unreadable = { $file } could not be read: { $why }

## A class list's bad lines.
import-empty = there is no name on this line
# $first: the line that has the name first.
import-duplicate = this name is on line { $first } already
import-too-long = the name is longer than { $max } letters
import-guest-word = “Guest” is the name for someone without a name; please write a real name
# $code: what the language column holds.
import-unknown-language = “{ $code }” is not a language Wahree speaks (use it, es, ja or en)
import-not-utf8 = this line is not UTF-8 text (save the file as “CSV UTF-8”)
import-too-many-columns = there are more columns than a name and a language

## The columns of the class's progress as a spreadsheet.
export-name = Name
export-language = Language
export-second-language = Second language
export-lessons-done = Lessons done
export-steps-done = Lesson steps done
export-stars = Stars
export-puzzles-solved = Puzzles solved
export-puzzles-tried = Puzzles tried
export-solved-tried = solved/tried
export-games-computer = Games against the computer
export-games-won = Games won
export-games-friend = Games with a friend
export-last-active = Last active

## The pictures on the children's cards.
symbol-star = star
symbol-heart = heart
symbol-moon = moon
symbol-sun = sun
symbol-flower = flower
symbol-leaf = leaf
symbol-triangle = triangle
symbol-square = square
symbol-apple = apple
symbol-cherry = cherries
symbol-banana = banana
symbol-fish = fish
symbol-turtle = turtle
symbol-butterfly = butterfly
symbol-cat = cat
symbol-bird = bird
colour-red = red
colour-orange = orange
colour-yellow = yellow
colour-green = green
colour-teal = teal
colour-blue = blue
colour-purple = purple
colour-pink = pink

## The teacher's PIN.
pin-shape = A PIN is 4 to 8 digits.
pin-mismatch = The two PINs are not the same. Please type it again.
