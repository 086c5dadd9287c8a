# The classroom: saving, class lists, the cards children pick, the teacher's PIN.

## Why something could not be saved or read ($code: the system's error number).
storage-denied = Wahree is not allowed to write in its folder (is it read-only, or a locked USB stick?).
storage-full = The disk or the browser's storage is full.
storage-busy = The folder is busy or slow; Wahree will try again with the next change.
storage-not-text = The file is not a text file.
storage-other = Something went wrong with the file (error { $code }).
storage-not-folder = A folder Wahree needs is a file here (or a file is a folder). Look in the class folder: “learners” must be a folder.
storage-link = The file is a link to a file somewhere else. Wahree uses only files that are really in the class folder: put the file itself in place of the link.
storage-not-file = This is not a file that can be read (it may be a pipe or a device). Take it out of the class folder.
storage-too-big = The file is far bigger than any class file can be, so Wahree did not read it. Check that it is the right file.
storage-left-alone = this command only reads the class, so the file was left as it is; the app sets it aside the next time it opens the class.

## What loading the class found ($file: the file, $kept: where it was kept).
class-file-corrupt = { $file } could not be read, so it was kept as { $kept } and the rest of the class loaded.
class-file-newer = { $file } was saved by a newer Wahree and was left as it is.
class-file-unreadable = { $file } could not be read: { $why }

## A class list's bad lines.
import-empty = there is no name on this line
# $first: the line that has the name first.
import-duplicate = this name is on line { $first } already
import-too-long = the name is longer than { $max ->
        [one] 1 letter
       *[other] { $max } letters
    }
import-guest-word = “Guest” is the name for someone without a name; please write a real name
# $code: what the language column holds.
import-unknown-language = “{ $code }” is not a language Wahree speaks (use it, es, ja or en); if it is part of the name, put the whole name in quotes
import-not-utf8 = this line is not UTF-8 text (save the file as “CSV UTF-8”)
# $count: the columns on the line.
import-too-many-columns = this line has { $count ->
        [one] 1 column
       *[other] { $count } columns
    }, but a class list has a name and, if you like, a language; put a name with a comma in quotes
import-unclosed-quote = a “"” opens here but is never closed on this line
# $found: the separator on this line, $file: the one the other lines use (“tab” for a tab).
import-other-separator = this line separates its columns with { $found ->
        [tab] a tab
       *[other] “{ $found }”
    }, but the other lines with { $file ->
        [tab] a tab
       *[other] “{ $file }”
    }: use the same one on every line
import-invisible = the name has a character that cannot be seen, or that turns the text around; type the name again by hand

## A name with such characters, typed on a card.
learner-name-invisible = That name has a hidden character in it. Type it again, letter by letter.

## The columns of the class's progress as a spreadsheet.
export-name = Name
export-language = Language
export-second-language = Second language
export-lessons-done = Lessons done
export-lessons-total = Lessons in the course
export-steps-done = Lesson steps done
export-steps-total = Lesson steps in the course
export-stars = Stars
export-stars-total = Stars there are
export-puzzles-solved = Puzzles solved
export-puzzles-tried = Puzzles tried
export-solved = solved
export-tried = tried
export-puzzle-rating = Puzzle rating
export-best-streak = Best streak
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

## "Who is playing?": the children's cards.
picker-add = Add my name
picker-teacher = Teacher
picker-keys = Keys: arrows choose a card, Enter picks it · N add my name · T teacher
picker-keys-back = Keys: arrows choose a card, Enter picks it · N add my name · T teacher · Esc home

## "Your card": a learner's picture, colour and languages.
home-learner-card = My card
card-hint = This is your card on “Who is playing?”.
card-symbol = Your picture
card-colour = Its colour
card-language = Your language
card-second = A second language
card-second-hint = Shown smaller under the texts of the lessons and puzzles, to learn one language with the help of another.
card-second-none = None
# Readings (furigana) over the kanji of Japanese texts, on or off.
card-furigana = Readings over the kanji (furigana)
card-furigana-hint = In Japanese texts, each kanji that children learn after grade 3 has its reading in small kana above it.
card-furigana-on = Show
card-furigana-off = Hide
card-done = Done
card-keys = Keys: Enter or Esc done

## The teacher's PIN, asked before Settings and the teacher's view.
lock-title = Teacher's PIN
lock-hint = Settings and the teacher's view are for the teacher. Type the PIN to open them.
lock-placeholder = PIN
lock-open = Open
lock-wrong = That PIN is not right. Please try again.
lock-forgotten = Forgotten PIN? On this computer, run: wahree teacher reset-pin
lock-wait = Too many wrong tries: wait { $seconds } { $seconds ->
        [one] second
       *[other] seconds
    }, then try again.
lock-keys = Keys: Enter opens · Esc cancels
settings-pin = Teacher's PIN
settings-pin-on = A PIN guards Settings, removing learners and the teacher's view.
settings-pin-off = No PIN: anyone can open Settings and the teacher's view.
settings-pin-set = Set a PIN
settings-pin-change = Change the PIN
settings-pin-remove = Remove the PIN
settings-pin-first = New PIN
settings-pin-again = Once more
settings-pin-hint = 4 to 8 digits. Forgotten? Run: wahree teacher reset-pin
settings-pin-keys = Keys: Tab next field · Enter saves the PIN · Esc cancels
settings-teacher-view = Open the teacher's view

## The teacher's view.
teacher-view-title = The class
teacher-export = Save as a spreadsheet (CSV)
teacher-import = Import a class list
teacher-keys = Keys: click a learner for details · E save as CSV · I import a class list · Esc home
teacher-keys-online = Keys: click a learner for details · L start a challenge · E save as CSV · I import a class list · Esc home
teacher-keys-typing = Keys: Enter confirms · Esc closes
teacher-keys-import = Keys: Enter reads the list, then adds its names · Esc closes
teacher-path-placeholder = A file on this computer, e.g. /home/teacher/Documents/class.csv
teacher-export-title = Save the class's progress as a spreadsheet
teacher-export-hint = A CSV file in UTF-8 that spreadsheets open with accented and Japanese names intact.
teacher-export-save = Save
teacher-export-done = Saved in { $file }.
teacher-export-downloaded = Saved as { $file } in the browser's downloads.
teacher-export-refused = the browser did not allow the download
teacher-export-name-placeholder = The file's name, e.g. class.csv
teacher-export-failed = The file could not be saved: { $why }
teacher-import-title = Import a class list
teacher-import-hint = A text or CSV file with one name a line, and if you like a language after it (it, es, ja or en). Nothing is added before you confirm.
teacher-import-read = Read the list
teacher-import-pick = Choose the list's file
teacher-import-ready = { $add ->
        [one] 1 new name
       *[other] { $add } new names
    } to add{ $already ->
        [0] .
       *[other] , { $already } already in the class.
    }
teacher-import-confirm = Add { $add ->
        [one] 1 learner
       *[other] { $add } learners
    }
teacher-import-bad = { $lines ->
        [one] 1 line needs fixing
       *[other] { $lines } lines need fixing
    } before anyone is added:
teacher-import-line = Line { $line }: { $why }
teacher-import-added = { $added ->
        [one] 1 learner
       *[other] { $added } learners
    } added to the class.
teacher-col-learner = Learner
teacher-col-lessons = Lessons
teacher-col-stars = Stars
teacher-col-puzzles = Puzzles solved/tried
teacher-col-games = Games won/played, by level
teacher-col-active = Last active
teacher-rating-cell = rating { $rating }
# The numbers of the teacher's view choose their words by the number even
# where English says the same for any ("1 solved", "2 solved"): so does
# every translation, whose words change ("1 risolto", "2 risolti").
teacher-steps-cell = { $steps }/{ $total ->
        [one] 1 step
       *[other] { $total } steps
    }
teacher-games-cell = L{ $level }: { $won }/{ $played }
teacher-empty = No names yet: import a class list, or let the children add their names on “Who is playing?”.
teacher-missed = Missed most often
teacher-missed-none = No puzzle has been missed yet.
teacher-missed-line = { $theme } { $number }: { $misses ->
        [one] once
       *[other] { $misses } times
    }, { $learners ->
        [one] 1 learner
       *[other] { $learners } learners
    }
teacher-back-to-class = Back to the class
teacher-lessons = Lessons
teacher-puzzles = Puzzles by theme
teacher-games = Games
# $state is "New", "Started" or "Done"; $stars like ★★☆ (empty if the lesson has none).
teacher-lesson-line = { $number }. { $title }: { $done }/{ $steps ->
        [one] 1 step
       *[other] { $steps } steps
    }, { $state } { $stars }
teacher-theme-line = { $theme }: { $solved ->
        [one] 1 solved
       *[other] { $solved } solved
    }, { $tried ->
        [one] 1 tried
       *[other] { $tried } tried
    }, of { $of }
teacher-games-friend = With a friend: { $played ->
        [one] 1 game
       *[other] { $played } games
    }
teacher-games-level = Level { $level }: { $won ->
        [one] 1 game won
       *[other] { $won } games won
    } of { $played }
teacher-adaptive = The computer that adapts: level { $level } · { $name }
teacher-no-games = No games played yet.
teacher-never = Not yet
teacher-active-today = Today
teacher-active-days = { $days ->
        [one] Yesterday
       *[other] { $days } days ago
    }
