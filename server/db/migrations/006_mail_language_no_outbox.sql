-- Mail in the participant's language: the program locale they last chose in the shop (or an
-- operator's import gave them). NULL means the program's default.
ALTER TABLE users ADD COLUMN language text CHECK (language IN ('en', 'fr', 'sp', 'ge', 'it', 'pt', 'nl'));

-- Mail is sent over SMTP now (server/mail). The development outbox kept each reset link in a
-- table; a link is a secret that signs in whoever holds it, so no table holds one any more: the
-- demo lists the mail its in-process catcher received, from memory.
DROP TABLE outbox;
