-- The revision at which what every device of the class shows of a
-- learner (name, card, languages: `sync::card_of`) last changed. A
-- device's sync gets the learners it does not follow only when that
-- changed, not at every step or puzzle of theirs (docs/server.md).
ALTER TABLE learners ADD COLUMN card_rev BIGINT NOT NULL DEFAULT 0;
-- Every learner already stored is news to a device that has not seen
-- their revision.
UPDATE learners SET card_rev = rev;
