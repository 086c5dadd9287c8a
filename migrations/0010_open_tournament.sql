-- Tournaments across classes (docs/tournaments.md, "The organiser"): an
-- organiser's tournament whose players are children of several classes
-- (of this server; on PostgreSQL, of every school of the district). Its
-- whole state as the tournament core keeps it, as JSON, in one row taken
-- for writing by each change, as a class tournament's; and the classes it
-- takes, so that each class's teacher and devices find it.

CREATE TABLE open_tournaments (
    id TEXT PRIMARY KEY,
    organiser_id TEXT NOT NULL REFERENCES organisers (id) ON DELETE CASCADE,
    -- Raised by every change: the row is taken for writing by raising it.
    rev BIGINT NOT NULL DEFAULT 0,
    over INTEGER NOT NULL DEFAULT 0,
    state TEXT NOT NULL,
    -- The read-only link for the hall's screen (its secret part).
    hall TEXT,
    created BIGINT NOT NULL,
    updated BIGINT NOT NULL
);
CREATE INDEX open_tournaments_by_organiser ON open_tournaments (organiser_id, created);
CREATE UNIQUE INDEX open_tournaments_by_hall ON open_tournaments (hall);

CREATE TABLE open_tournament_classes (
    tournament_id TEXT NOT NULL REFERENCES open_tournaments (id) ON DELETE CASCADE,
    class_id TEXT NOT NULL REFERENCES classes (id) ON DELETE CASCADE,
    PRIMARY KEY (tournament_id, class_id)
);
CREATE INDEX open_tournament_classes_by_class ON open_tournament_classes (class_id);
