-- The sync's edges (issue 30): a learner's readings (furigana) setting,
-- which the server had no place for and sent back as "on"; and a lesson
-- step's score kept even before the step is completed (a row with
-- done = 0 is a score alone).
ALTER TABLE learners ADD COLUMN furigana INTEGER NOT NULL DEFAULT 1;
ALTER TABLE lesson_steps ADD COLUMN done INTEGER NOT NULL DEFAULT 1;

-- Facts made with the stamp of another fact of the learner (never by one
-- device's stamper: a copied device, a broken or hostile one), kept
-- beside it so that neither is lost (`Journal::clashes`). `fact` is the
-- fact as JSON; `key` its SHA-256, which tells two apart at one stamp.
CREATE TABLE fact_clashes (
    class_id TEXT NOT NULL,
    learner_id TEXT NOT NULL,
    at BIGINT NOT NULL,
    origin BIGINT NOT NULL,
    n BIGINT NOT NULL,
    key TEXT NOT NULL,
    fact TEXT NOT NULL,
    PRIMARY KEY (class_id, learner_id, at, origin, n, key),
    FOREIGN KEY (class_id, learner_id) REFERENCES learners (class_id, id) ON DELETE CASCADE
);

-- Two records of one child merged by the teacher: the one gone is a
-- removed learner's mark that names the one kept, so that what a device
-- still sends of it goes there, and devices move their copy there too.
ALTER TABLE learners ADD COLUMN merged_into TEXT;
