-- The sync's edges (issue 30): a learner's readings (furigana) setting,
-- which the server had no place for and sent back as "on"; and a lesson
-- step's score kept even before the step is completed (a row with
-- done = 0 is a score alone).
ALTER TABLE learners ADD COLUMN furigana INTEGER NOT NULL DEFAULT 1;
ALTER TABLE lesson_steps ADD COLUMN done INTEGER NOT NULL DEFAULT 1;
