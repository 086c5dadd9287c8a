-- The live class (docs/server.md, "The live class"): a challenge or the
-- class against the computer, its answers and votes, and the numbered
-- events the devices and the projector follow. Shared by every server on
-- one database: a device may be answered by any of them.

-- A live session of a class. At most one runs per class at a time.
CREATE TABLE live_sessions (
    id TEXT PRIMARY KEY,
    class_id TEXT NOT NULL REFERENCES classes (id) ON DELETE CASCADE,
    -- 'challenge' or 'vote'.
    kind TEXT NOT NULL,
    -- The live core's state (its puzzles or game, phase, reveals), JSON;
    -- answers and votes are rows of their own.
    state TEXT NOT NULL,
    -- The number of its last event: taken with the row for writing, so
    -- events are numbered in the order they are committed.
    seq BIGINT NOT NULL DEFAULT 0,
    ended INTEGER NOT NULL DEFAULT 0,
    created BIGINT NOT NULL
);
CREATE UNIQUE INDEX live_sessions_running ON live_sessions (class_id) WHERE ended = 0;
CREATE INDEX live_sessions_by_class ON live_sessions (class_id, created);

-- Each child's answer to a puzzle of a challenge, once: by the id the
-- device made, and one a child and puzzle.
CREATE TABLE live_answers (
    session_id TEXT NOT NULL REFERENCES live_sessions (id) ON DELETE CASCADE,
    id TEXT NOT NULL,
    learner_id TEXT NOT NULL,
    puzzle INTEGER NOT NULL,
    -- The child's own moves, JSON (a list of houses).
    moves TEXT NOT NULL,
    hints INTEGER NOT NULL,
    -- The engine's judgement.
    solved INTEGER NOT NULL,
    at BIGINT NOT NULL,
    PRIMARY KEY (session_id, id),
    UNIQUE (session_id, puzzle, learner_id)
);
CREATE INDEX live_answers_by_learner ON live_answers (learner_id);

-- Each child's vote for a move of the class's game, once.
CREATE TABLE live_votes (
    session_id TEXT NOT NULL REFERENCES live_sessions (id) ON DELETE CASCADE,
    id TEXT NOT NULL,
    learner_id TEXT NOT NULL,
    ply INTEGER NOT NULL,
    house INTEGER NOT NULL,
    at BIGINT NOT NULL,
    PRIMARY KEY (session_id, id),
    UNIQUE (session_id, ply, learner_id)
);
CREATE INDEX live_votes_by_learner ON live_votes (learner_id);

-- What happened, numbered from 1 in each session.
CREATE TABLE live_events (
    session_id TEXT NOT NULL REFERENCES live_sessions (id) ON DELETE CASCADE,
    seq BIGINT NOT NULL,
    -- Sent to the teacher only (the counts before a reveal).
    teacher_only INTEGER NOT NULL,
    at BIGINT NOT NULL,
    -- The event's body, JSON.
    body TEXT NOT NULL,
    PRIMARY KEY (session_id, seq)
);
