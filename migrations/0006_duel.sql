-- Games between two devices of a class (docs/games.md, docs/server.md
-- "Games between two devices"): each game's state, the numbered events
-- the devices and the projector follow, and which device holds which
-- child's card now. Shared by every server on one database.

-- Each class's count of game events, and the move timer the teacher set
-- for its new games (NULL: off). Its row is taken for writing by every
-- change to a game of the class, so events are numbered in the order
-- they are committed.
CREATE TABLE duel_classes (
    class_id TEXT PRIMARY KEY REFERENCES classes (id) ON DELETE CASCADE,
    seq BIGINT NOT NULL DEFAULT 0,
    seconds INTEGER
);

-- A game: a challenge, or a pairing by the teacher, and its moves.
CREATE TABLE duels (
    id TEXT PRIMARY KEY,
    class_id TEXT NOT NULL REFERENCES classes (id) ON DELETE CASCADE,
    -- The challenger and the invited child (South and North of a
    -- pairing).
    a TEXT NOT NULL,
    b TEXT NOT NULL,
    -- 'invited', 'playing', 'adjourned', 'declined', 'withdrawn', 'over'.
    phase TEXT NOT NULL,
    -- The duel core's state (its moves, seats, offer, timer, end), JSON.
    state TEXT NOT NULL,
    created BIGINT NOT NULL,
    updated BIGINT NOT NULL
);
CREATE INDEX duels_by_class ON duels (class_id, phase, created);

-- What happened to the class's games, numbered from 1 in each class.
CREATE TABLE duel_events (
    class_id TEXT NOT NULL REFERENCES classes (id) ON DELETE CASCADE,
    seq BIGINT NOT NULL,
    duel_id TEXT NOT NULL REFERENCES duels (id) ON DELETE CASCADE,
    -- The game's two children: a device hears the events of the
    -- children whose cards it holds.
    a TEXT NOT NULL,
    b TEXT NOT NULL,
    at BIGINT NOT NULL,
    body TEXT NOT NULL,
    PRIMARY KEY (class_id, seq)
);
CREATE INDEX duel_events_by_duel ON duel_events (duel_id, seq);

-- The device on which each child's card is picked now, and when it last
-- said so: a child is "here" (may be challenged) for a minute after, and
-- only that device acts for them.
CREATE TABLE duel_presence (
    class_id TEXT NOT NULL REFERENCES classes (id) ON DELETE CASCADE,
    learner_id TEXT NOT NULL,
    -- The device's token's digest (devices.token).
    device TEXT NOT NULL REFERENCES devices (token) ON DELETE CASCADE,
    seen BIGINT NOT NULL,
    PRIMARY KEY (class_id, learner_id)
);
CREATE INDEX duel_presence_by_device ON duel_presence (device);
