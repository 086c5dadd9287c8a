home-done-lessons = できたレッスン：{ $lessons }/{ $lessonsTotal }
home-done-puzzles = とけたパズル：{ $puzzles }/{ $puzzlesTotal }
