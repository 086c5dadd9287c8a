-- Which device sent each live answer (a digest of its token's digest):
-- before the reveal a device is shown only the answers it sent itself,
-- never a classmate's moves (docs/server.md, "The live class"). Answers
-- kept before this have none and are shown to no device.
ALTER TABLE live_answers ADD COLUMN device TEXT;
