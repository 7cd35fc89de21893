-- Single-use links that let a staff member choose a password: the invitation an owner sends
-- (its holder sets a first password and the account becomes active) and a reset asked for from
-- the console's sign-in page. Only the SHA-256 of the token is stored; the raw token travels in
-- the mail alone (server/admin/staff-tokens.ts).
CREATE TABLE staff_password_tokens (
  token_hash  text PRIMARY KEY,
  staff_id    text NOT NULL REFERENCES staff (id),
  purpose     text NOT NULL CHECK (purpose IN ('invitation', 'reset')),
  created_at  timestamptz NOT NULL,
  expires_at  timestamptz NOT NULL,
  used_at     timestamptz
);
CREATE INDEX staff_password_tokens_staff ON staff_password_tokens (staff_id) WHERE used_at IS NULL
