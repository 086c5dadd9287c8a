-- The class-wide budget of wrong teacher's passwords (docs/server.md,
-- "Security"): a bucket that each wrong password fills by one and that
-- empties by one every two minutes, with when it was last filled. Past
-- its budget, only an address without a recent wrong try has its
-- password checked, so a guesser never locks the teacher out. (The old
-- `failures` and `locked_until`, a wait for the whole class, are unused.)
ALTER TABLE classes ADD COLUMN guesses BIGINT NOT NULL DEFAULT 0;
ALTER TABLE classes ADD COLUMN guessed BIGINT NOT NULL DEFAULT 0;

-- The teacher's view of a learner, summarised (their record with the
-- facts replayed into counts: `learners::summaries`), and the revision of
-- the learner it was made at: the view reads one row a learner, and
-- replays only the learners changed since (docs/server.md, "Limits").
ALTER TABLE learners ADD COLUMN summary TEXT;
ALTER TABLE learners ADD COLUMN summary_rev BIGINT NOT NULL DEFAULT -1;
