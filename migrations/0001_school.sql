-- The school: its classes, each class's teacher and devices, and every
-- learner's record as rows a teacher's question can be asked of. One
-- schema for SQLite and PostgreSQL: only types and statements both know
-- (TEXT, BIGINT, INTEGER, DOUBLE PRECISION; ids made by the server).

CREATE TABLE classes (
    id TEXT PRIMARY KEY,
    name TEXT NOT NULL,
    -- What a device types once to join (short, upper case, no 0/O/1/I).
    code TEXT NOT NULL UNIQUE,
    -- The teacher's password, Argon2id in PHC form.
    password TEXT NOT NULL,
    -- Raised by every change to the class's learners: a device asks for
    -- what changed after the number it last saw.
    rev BIGINT NOT NULL DEFAULT 0,
    -- Wrong sign-ins in a row, and until when the next one waits.
    failures INTEGER NOT NULL DEFAULT 0,
    locked_until BIGINT NOT NULL DEFAULT 0,
    created BIGINT NOT NULL
);

-- A device that joined a class with its code: it may read the class's
-- names and cards and read and write its learners' progress.
CREATE TABLE devices (
    token TEXT PRIMARY KEY, -- SHA-256 of the device's secret, hex
    class_id TEXT NOT NULL REFERENCES classes (id) ON DELETE CASCADE,
    created BIGINT NOT NULL,
    seen BIGINT NOT NULL
);

-- A teacher signed in: may read the report and manage the class.
CREATE TABLE sessions (
    token TEXT PRIMARY KEY, -- SHA-256 of the cookie's secret, hex
    class_id TEXT NOT NULL REFERENCES classes (id) ON DELETE CASCADE,
    expires BIGINT NOT NULL
);

-- Who a learner is: each field with the stamp of its last change
-- (time, origin, count), so the later change wins field by field.
CREATE TABLE learners (
    class_id TEXT NOT NULL REFERENCES classes (id) ON DELETE CASCADE,
    id TEXT NOT NULL,
    name TEXT NOT NULL,
    card_symbol TEXT NOT NULL,
    card_colour TEXT NOT NULL,
    lang TEXT,
    second_lang TEXT,
    coach INTEGER NOT NULL,
    -- What they were last doing (Home's "Continue"), as JSON.
    last_doing TEXT,
    -- The stamps of the fields above, as JSON.
    stamps TEXT NOT NULL,
    added BIGINT NOT NULL,
    active BIGINT NOT NULL,
    epoch INTEGER NOT NULL,
    best_streak INTEGER NOT NULL,
    -- Counts kept before facts were (a device's save of format 3), JSON.
    baseline TEXT,
    -- Removed by the teacher: every row of theirs is deleted, this one
    -- stays empty so that no device brings them back.
    removed INTEGER NOT NULL DEFAULT 0,
    rev BIGINT NOT NULL,
    PRIMARY KEY (class_id, id)
);
CREATE INDEX learners_by_rev ON learners (class_id, rev);

-- Each lesson step completed, and its best score (0: seen, no score).
CREATE TABLE lesson_steps (
    class_id TEXT NOT NULL,
    learner_id TEXT NOT NULL,
    lesson TEXT NOT NULL,
    step TEXT NOT NULL,
    score INTEGER NOT NULL,
    PRIMARY KEY (class_id, learner_id, lesson, step),
    FOREIGN KEY (class_id, learner_id) REFERENCES learners (class_id, id) ON DELETE CASCADE
);

-- Each try at a puzzle: solved or missed, and whether it rated the
-- learner (against the puzzle's rating then).
CREATE TABLE puzzle_tries (
    class_id TEXT NOT NULL,
    learner_id TEXT NOT NULL,
    at BIGINT NOT NULL,
    origin BIGINT NOT NULL,
    n BIGINT NOT NULL,
    puzzle TEXT NOT NULL,
    solved INTEGER NOT NULL,
    rated INTEGER NOT NULL,
    rating INTEGER NOT NULL,
    PRIMARY KEY (class_id, learner_id, at, origin, n),
    FOREIGN KEY (class_id, learner_id) REFERENCES learners (class_id, id) ON DELETE CASCADE
);
CREATE INDEX puzzle_tries_by_puzzle ON puzzle_tries (class_id, puzzle);

-- Each finished game.
CREATE TABLE games (
    class_id TEXT NOT NULL,
    learner_id TEXT NOT NULL,
    at BIGINT NOT NULL,
    origin BIGINT NOT NULL,
    n BIGINT NOT NULL,
    -- The computer's level; 0 for a game with a friend.
    level INTEGER NOT NULL,
    outcome TEXT,
    ended BIGINT NOT NULL,
    -- The game whole (moves, sides, levels), as JSON.
    record TEXT NOT NULL,
    PRIMARY KEY (class_id, learner_id, at, origin, n),
    FOREIGN KEY (class_id, learner_id) REFERENCES learners (class_id, id) ON DELETE CASCADE
);

-- "Computer: adapts to me" switched on or off.
CREATE TABLE adapt_switches (
    class_id TEXT NOT NULL,
    learner_id TEXT NOT NULL,
    at BIGINT NOT NULL,
    origin BIGINT NOT NULL,
    n BIGINT NOT NULL,
    adapts INTEGER NOT NULL,
    PRIMARY KEY (class_id, learner_id, at, origin, n),
    FOREIGN KEY (class_id, learner_id) REFERENCES learners (class_id, id) ON DELETE CASCADE
);

-- Each learner's puzzle rating, worked out from their tries after every
-- change (the teacher's report reads it without replaying).
CREATE TABLE ratings (
    class_id TEXT NOT NULL,
    learner_id TEXT NOT NULL,
    rating DOUBLE PRECISION NOT NULL,
    deviation DOUBLE PRECISION NOT NULL,
    tries INTEGER NOT NULL,
    PRIMARY KEY (class_id, learner_id),
    FOREIGN KEY (class_id, learner_id) REFERENCES learners (class_id, id) ON DELETE CASCADE
);
