home-done-lessons = Lecciones terminadas: { $lessons } de { $lessonsTotal }
home-done-puzzles = Acertijos resueltos: { $puzzles } de { $puzzlesTotal }
