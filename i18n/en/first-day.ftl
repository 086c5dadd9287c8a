## A teacher's first day: adding children where an empty class starts,
## languages for many at once, the teacher's board from the teacher's view.
home-add-children = Add the children
teacher-add = Add children
teacher-add-title = Add the children of your class
teacher-add-hint = One name a line, typed or pasted from a list. A child who learns in another language: a comma and its code after the name (it, es, ja or en), e.g. Aiko, ja.
teacher-add-placeholder = One name a line
teacher-add-save = Add them
teacher-keys-add = Keys: Enter starts the next name · Esc closes
teacher-keys-langs = Keys: Esc closes
teacher-langs = Languages
teacher-langs-title = Languages for several children: choose them, then their languages
teacher-langs-all = All
teacher-langs-first = Language:
teacher-langs-second = Second language:
teacher-langs-class = The class's ({ $lang })
teacher-langs-class-short = the class's
teacher-langs-apply = { $children ->
        [0] Choose the children first
        [one] Give 1 child these languages
       *[other] Give { $children } children these languages
    }
teacher-langs-done = { $children ->
        [one] Languages set for 1 child.
       *[other] Languages set for { $children } children.
    }
teacher-export-choose = Choose where…
teacher-export-unchosen = No place was chosen there: Save puts the file at the path in the field.
teacher-import-unchosen = No file was chosen (this computer may have no file chooser): type the list's path in the field, then Read the list.
teacher-langs-own = Each keeps their own
