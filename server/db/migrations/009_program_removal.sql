-- A program can be removed (docs/operate.md, Removing a program): its row stays, marked, with its
-- orders and points ledger for the records, while its participants' personal data goes and its
-- hosts and slug are free for a new program. So a slug is unique among programs not removed.
ALTER TABLE programs ADD COLUMN removed_at timestamptz;
ALTER TABLE programs DROP CONSTRAINT programs_slug_key;
CREATE UNIQUE INDEX programs_slug ON programs (slug) WHERE removed_at IS NULL;
