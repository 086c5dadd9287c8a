home-done-lessons = Lezioni finite: { $lessons } su { $lessonsTotal }
home-done-puzzles = Rompicapi risolti: { $puzzles } su { $puzzlesTotal }
