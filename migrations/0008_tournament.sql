-- Class tournaments kept by the class server (docs/tournaments.md, "On
-- the class server"): each one's whole state as the tournament core keeps
-- it (players, rounds published, the draft of the next round, children's
-- reports of board games, score sheets, the games between devices that
-- play its boards), as JSON, in one row taken for writing by each change.

CREATE TABLE tournaments (
    id TEXT PRIMARY KEY,
    class_id TEXT NOT NULL REFERENCES classes (id) ON DELETE CASCADE,
    -- Raised by every change: the row is taken for writing by raising it.
    rev BIGINT NOT NULL DEFAULT 0,
    -- 1 once every round is played: a finished game between devices is
    -- looked for only in the others.
    over INTEGER NOT NULL DEFAULT 0,
    state TEXT NOT NULL,
    -- The read-only link for a second screen in the hall (its secret
    -- part), while the teacher keeps it open.
    hall TEXT,
    created BIGINT NOT NULL,
    updated BIGINT NOT NULL
);
CREATE INDEX tournaments_by_class ON tournaments (class_id, over, created);
CREATE UNIQUE INDEX tournaments_by_hall ON tournaments (hall);
