-- Organisers (docs/tournaments.md, "The organiser"): a person above the
-- teachers who will run one tournament across classes of this server (on
-- PostgreSQL, a district's schools share it). Added on the command line
-- (`wahree serve organiser add NAME`); signs in by name and password.

CREATE TABLE organisers (
    id TEXT PRIMARY KEY,
    name TEXT NOT NULL UNIQUE,
    -- Argon2id in PHC form, as a teacher's.
    password TEXT NOT NULL,
    -- Wrong passwords, leaking away with time, as a class's.
    guesses BIGINT NOT NULL DEFAULT 0,
    guessed BIGINT NOT NULL DEFAULT 0,
    created BIGINT NOT NULL
);

-- An organiser signed in: the session token's digest.
CREATE TABLE organiser_sessions (
    token TEXT PRIMARY KEY,
    organiser_id TEXT NOT NULL REFERENCES organisers (id) ON DELETE CASCADE,
    expires BIGINT NOT NULL
);
