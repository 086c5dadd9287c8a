# Problems in a teacher's lesson, puzzle and translation files: shown on the
# lessons list and printed by `wahree check` (in English), each after the
# file, line and column it is at. Houses are numbered as the files write
# them, 0 to 11. $reason is the engine's reason a move is refused.

lessons-problems-title = { $count ->
        [one] 1 problem in your lesson files
       *[other] { $count } problems in your lesson files
    }
lessons-problems-hint = Whatever has an error is left out; everything else works. Fix the files, then press “Reload lessons”. `wahree check` lists the same problems.
lessons-problems-hint-web = Whatever has an error is left out; everything else works. Fix the files, then press “Open a lesson folder” and pick the folder again.
lessons-reload = Reload lessons
lessons-open-folder = Open a lesson folder
lessons-forget-folder = Remove the added lessons

# Reading files.
problem-file-gone = This file or folder is not there any more. Was it moved or deleted?
problem-file-denied = This file or folder may not be opened: the computer does not allow it to be read.
problem-not-utf8 = This file is not plain text. Save it again as UTF-8 text.
problem-is-folder = This is a folder, but a file is expected here. Give the folder another name, one that does not end in “.ftl” or “.ron”.
problem-not-folder = This is a file, but a folder is expected here: give the folder that holds your lessons.
problem-file-too-big = This file is too big to read. A lesson or translation file is only a few pages long: check that this is the right file.
problem-file-link = This is a link to a file somewhere else. Wahree reads only files that are really in the folder: copy the file itself here, in place of the link.
problem-not-a-file = This is not a file that can be read (it may be a pipe or a device), though it has the name of one. Take it out of the folder, or put the real file in its place.
problem-file-busy = This file could not be read just now: it is in use, or the drive took too long to answer. Try again in a moment.
problem-file-network = This file is on a network drive that cannot be reached now. Check the connection to the network, then try again.
problem-file-name = The computer cannot open a file with this name: it may be too long or have characters that are not allowed. Give it a shorter name with only letters, digits and “-”.
# $code is the system's error number, or "none".
problem-unreadable = { $code ->
        [none] The computer could not read this file or folder. Try again, or copy it to another place.
       *[other] The computer could not read this file or folder (system error { $code }). Try again, or copy it to another place.
    }

# The RON syntax of lesson and puzzle files.
ron-eof = The file ends too early: something is not finished. Check that every (, [ and " is closed.
ron-expected-comma = A comma is missing here. Put a comma after each field and after each item in a list.
ron-expected-colon = A colon is missing here: write the field's name, then “:”, then its value.
ron-expected-opening = A “{ $bracket }” is missing here.
ron-expected-closing = Something is not closed here: a “{ $bracket }” is missing.
ron-unclosed-string = This text has no end: a " is missing after it.
ron-expected = { $what ->
        [boolean] Write true or false here.
        [integer] A whole number belongs here.
        [number] A number belongs here.
        [string] A text in double quotes belongs here, like "lesson-my-title".
        [identifier] A name belongs here, like Try or South.
        [char] A single character in single quotes belongs here.
        [unit] Write () here.
        [position] A position belongs here, written like "4,4,4,4,4,4/4,4,4,4,4,4 0-0 S" or (houses: [4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4], stores: (0, 0), to_move: South).
       *[other] Something else belongs here.
    }
ron-number-too-big = This number is too big (or too small) for this place.
ron-bad-digit = “{ $digit }” cannot be part of a number.
ron-bad-number = This is not written like a number: take out the “_”.
ron-unexpected-char = The character “{ $char }” does not belong here.
ron-trailing = There is something after the end. A lesson file holds one lesson, and a puzzle file one list of puzzles, with nothing after them.
ron-unclosed-comment = A comment that starts with /* is never closed: add */ at its end.
ron-bad-escape = A backslash starts something that does not exist here. Write \" for a quote and \\ for a backslash.
ron-unknown-field = There is no field called `{ $field }` here. The fields it can have are: { $expected }.
ron-unknown-field-in = `{ $outer }` has no field called `{ $field }`. The fields it can have are: { $expected }.
ron-unknown-variant = `{ $found }` is not one of the choices here. Choose one of: { $expected }.
ron-unknown-variant-in = `{ $found }` is not a kind of `{ $outer }`. Choose one of: { $expected }.
ron-missing-field = The field `{ $field }` is missing here.
ron-missing-field-in = `{ $outer }` needs a field `{ $field }`, and it is missing.
ron-duplicate-field = The field `{ $field }` is written twice.
ron-duplicate-field-in = `{ $outer }` has the field `{ $field }` twice.
ron-wrong-name = `{ $expected }` belongs here, not `{ $found }`.
ron-wrong-length = { $found ->
        [one] 1 value is
       *[other] { $found } values are
    } written here, but { $expected ->
        [one] exactly 1 is
       *[other] { $expected } are
    } needed.
ron-wrong-type = This value does not fit here: { $expected ->
        [text] a text in quotes
        [whole-number] a whole number
        [number] a number
        [yes-no] true or false
        [list] a list in [ ]
        [group] a group in ( )
       *[other] something else
    } is needed, but this is { $found ->
        [text] a text in quotes
        [whole-number] a whole number
        [number] a number
        [yes-no] true or false
        [list] a list in [ ]
        [group] a group in ( )
       *[other] something else
    }.
ron-attribute = Lines that start with #! are not used in lesson files: remove this one.
ron-bad-name = `{ $name }` cannot be used as a name here: write a name from the lesson format (docs/lesson-format.md).
ron-struct-name = Write `{ $name }` before the “(” here.
ron-too-deep = Too many brackets inside one another here: a lesson never needs this many. Check that every “(” and “[” is closed where it should be.
ron-other = This part is not written the way a lesson or puzzle file is. Compare it with a lesson that works (docs/lesson-format.md).

# What lessons and puzzles say.
problem-bad-id = The id `{ $id }` may only use small letters, digits and “-”.
problem-duplicate-id = The id `{ $id }` is already used at { $file }:{ $line }:{ $col }. Every lesson and every puzzle needs an id of its own.
problem-duplicate-step-id = Another step of this lesson already has the id `{ $id }`. Each step needs an id of its own: learners' progress is kept by it.
problem-step-no-id = This step has no `id`. Give it one (for example `id: "count-seeds",`): learners' progress is kept by it, so that adding or moving a step later keeps everyone's stars.
problem-shared-order = The lessons `{ $lesson }` and `{ $other }` both have order { $order }, so nobody knows which comes first in the list.
problem-negative-house = { $side ->
        [south] South's
       *[north] North's
    } house { $house } is written with { $seeds ->
        [one] 1 seed
       *[other] { $seeds } seeds
    }, but a house holds 0 seeds or more.
problem-negative-store = { $side ->
        [south] South's
       *[north] North's
    } store is written with { $seeds ->
        [one] 1 seed
       *[other] { $seeds } seeds
    }, but a store holds 0 seeds or more.
problem-wrong-total = The houses and stores of this position add up to { $total ->
        [one] 1 seed
       *[other] { $total } seeds
    }, but a game always has exactly 48. Check each number once more.
problem-house-count = `houses` lists { $count ->
        [one] only 1 number
       *[other] { $count } numbers
    }, but a board has 12 houses.
problem-notation = This position is not written the usual way ("4,4,4,4,4,4/4,4,4,4,4,4 0-0 S"). At character { $column } { $expected ->
        [comma] there should be a comma between two houses.
        [slash] there should be a “/” between South's six houses and North's.
        [house] there should be the number of seeds in a house.
        [space-stores] there should be a space before the stores.
        [south-store] there should be the number of seeds in South's store.
        [dash] there should be a “-” between the two stores.
        [north-store] there should be the number of seeds in North's store.
        [space-player] there should be a space before the player to move.
        [player] there should be S or N: the player whose turn it is.
        [end] the position should end.
       *[other] something is wrong.
    }
problem-no-such-house = There is no house { $house }: the houses are numbered 0 to 11.
problem-goal-game-over = The player to move has no move at all, so there is nothing to find.
problem-goal-nothing-to-feed = The goal is to feed the opponent, but the opponent still has seeds in their row.
problem-goal-too-deep = A goal over { $moves ->
        [one] 1 move
       *[other] { $moves } moves
    } cannot be checked: use 1 to { $max ->
        [one] 1 move
       *[other] { $max } moves
    }.
problem-goal-unreachable = No move reaches this goal in this position.
problem-goal-always = Every move reaches this goal, so the learner cannot go wrong.
problem-answer-empty = The answer lists no move.
problem-answer-wrong = The answer written here ({ $stated }) does not reach the goal: the engine's answer is { $engine }.
problem-answer-unlisted = The engine also accepts houses { $houses }, which the answer does not list. The learner will be told those are right too: list them, or change the position so that only your answer works.
problem-no-steps = A lesson needs at least one step.
problem-watch-no-moves = A watch step needs at least one move to show.
problem-watch-illegal = Move { $number } (house { $house }) cannot be played: { $reason ->
        [move-not-your-house] that house belongs to the other player.
        [move-empty-house] that house is empty.
        [move-must-feed] the opponent has no seeds and this move does not give them any.
       *[other] the game is already over.
    }
problem-wrong-illegal = House { $house } is listed as a wrong answer, but it cannot be played at all: { $reason ->
        [move-not-your-house] it belongs to the other player.
        [move-empty-house] it is empty.
        [move-must-feed] the opponent has no seeds and it does not give them any.
       *[other] the game is over.
    }
problem-wrong-reaches-goal = House { $house } is listed as a wrong answer, but it reaches the goal.
problem-ask-illegal = The question plays house { $house }, which cannot be played: { $reason ->
        [move-not-your-house] it belongs to the other player.
        [move-empty-house] it is empty.
        [move-must-feed] the opponent has no seeds and it does not give them any.
       *[other] the game is over.
    }
problem-ask-not-over = The game is not over, so there is no final count to ask about.
problem-question-answer = The answer written here is { $stated }, but the engine's answer is { $engine }.
problem-choice-twice = One of the choices is listed twice.
problem-choice-missing = The right answer, { $engine }, is not among the choices.
problem-choice-too-few = A question with choices needs at least two of them.
problem-no-hint = A puzzle should have at least one hint.
problem-guided-answer = A guided exercise rings the house to play: give exactly one house as its `answer`.
problem-wrong-answer-right = The answer { $answer } is listed as wrong, but it is the engine's answer.
problem-wrong-answer-not-offered = The answer { $answer } is listed as wrong, but it is not one of the choices.
problem-choice-unexplained = The choice { $choice } is wrong, but no text says why: add it to `wrong`, so that a learner who picks it hears more than "not quite".
problem-game-level = There is no level { $level }: the coach plays at levels { $min } to { $max }.
problem-game-not-forced = The engine cannot prove this aim within { $max } of the learner's moves: a learner who plays well must be sure to reach it, whatever the coach does. Change the position or the aim.
problem-practice-none = This lesson offers to practise the theme { $theme }, but no puzzle has that theme.
problem-too-many-answers = { $count ->
        [one] 1 move reaches
       *[other] { $count } moves reach
    } the goal out of { $legal } (houses { $answers }): too many answers for a puzzle.
problem-one-legal-move = Only one move can be played here (house { $answers }): any click solves the puzzle.
problem-puzzle-settled = A player already has more than 24 seeds: the result is settled, and a puzzle about anything but the result teaches little here. Lower the stores, or ask for a win.
problem-rating-drift = The stored rating is { $stored }, but the program now computes { $computed }: write `rating: { $computed }` (`wahree puzzles rate --write` does it for you).

# Translation (.ftl) files. $lang, $reference and $locales are folders (i18n/it).
problem-ftl-twice = The message `{ $id }` is already written at { $file }:{ $line }:{ $col }.
problem-ftl-missing = The message `{ $id }` is missing from { $locales }.
problem-ftl-only-in = The message `{ $id }` is only in { $locales }: learners in { $missing } will see it in that language, with a note saying so.
problem-ftl-unused = No lesson or puzzle uses the message `{ $id }`.
# $kanji: the kanji of a Japanese text for children that a pupil in grade 3 has not learnt yet, written without their reading.
problem-ja-no-reading = The Japanese text `{ $id }` has kanji that children learn after grade 3 with no reading beside them: { $kanji }. So that young children can read it alone, write each one's reading right after it between 《 and 》 (after 穴 comes 《あな》); where the word to read is not only kanji, put ｜ before it (｜総取り, then its reading).
problem-ftl-part-missing = In { $lang }, the message `{ $id }` lacks { $part ->
        [value] its text
       *[other] the attribute { $part }
    } that { $reference } has.
problem-ftl-part-extra = In { $lang }, the message `{ $id }` has { $part ->
        [value] a text
       *[other] an attribute { $part }
    } that { $reference } does not have.
problem-ftl-variables = In { $lang }, { $part ->
        [value] the text
       *[other] the attribute { $part }
    } of `{ $id }` { $found ->
        [none] uses no variables
       *[other] uses { $found }
    }, but { $reference } { $expected ->
        [none] uses none
       *[other] uses { $expected }
    }.
problem-ftl-plural-missing = In { $lang }, { $part ->
        [value] the text
       *[other] the attribute { $part }
    } of `{ $id }` does not change its words with the number { $variable } as { $reference } does, so a learner may read “1 seeds”. Give it one choice for 1 and one for other numbers, like [one] and *[other].

# Fluent syntax. $char is one character, $escape a backslash and what
# follows it, as the file writes them; $name is an option's name.
ftl-expected-equals = An “=” is missing here. A message is written as its name, then “=”, then its text. If this line goes on with the text above it, start it with a few spaces.
ftl-comment-space = A comment needs a space after its “#”: write “# ” and then the comment.
ftl-unclosed-quote = This text in quotes has no end: add a " before the end of the line.
ftl-expected-closing = Something is not closed here: a “{ $char }” is missing.
ftl-expected-char = A “{ $char }” is missing here.
ftl-indented = This line starts with spaces, but there is nothing above for it to go on from. If it starts a new message, take the spaces away; if it is an attribute (.name = text), give it a text after its “=”.
ftl-expected-name = A name belongs here. A name starts with a letter from a to z (without accents), then letters, digits, “-” and “_”.
ftl-expected-digit = A number is not finished here: write it with digits, like 3 or 2.5.
ftl-select-line = After “->” the line must end: put each choice, like [one] or *[other], on a line of its own below.
ftl-other = Something here is not written the way a translation file should be. Compare it with a message that works.
ftl-no-text = The message `{ $id }` has no text: write its text after the “=”.
ftl-choice-no-text = A choice here has no text: write its text after the [ ].
ftl-no-default = One of these choices must be the one used when no other fits: put a * before it, like *[other].
ftl-two-defaults = Only one choice may have a * before it: take away the other *.
ftl-bad-selector = Before “->” there must be a variable, like $count (or a number, or a function like NUMBER($count)): the choices cannot depend on a message or a term.
ftl-term-attribute = A term's attribute, like -brand.gender, cannot be shown in a text: it can only come before “->”, to choose between texts.
ftl-function-name = Only functions whose names are in capital letters, like NUMBER, can be called with ( ) here.
ftl-argument-order = Inside the ( ), write the values first and the named options (like style: "percent") after them.
ftl-option-twice = The option `{ $name }` is written twice inside the same ( ).
ftl-option-value = After an option's name and “:”, write a number or a text in quotes here.
ftl-expected-expression = Something is missing inside the “{"{"} {"}"}” here: write a variable like $count, a message's name, a number or a text in quotes.
ftl-unopened-brace = There is a “{"}"}” here with no “{"{"}” before it: take it away, or add the missing “{"{"}”.
# $max: the most “{"{"}” one message may have.
ftl-too-deep = This message has more than { $max } “{"{"}”, or they sit too deep one inside another, so Wahree skips it. A message needs only a few: split it into shorter ones.
ftl-bad-escape = Inside quotes, “{ $escape }” means nothing. There a backslash can only start \" (a quote), \\ (a backslash) or a character code like \u00E9.
ftl-bad-unicode = “{ $escape }” is not a character code: write \u and exactly 4 digits or letters A to F (like \u00E9), or \U and exactly 6.
