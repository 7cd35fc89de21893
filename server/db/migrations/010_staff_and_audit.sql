-- Staff: the people who run programs from the console (docs/operate.md, Staff and roles). An
-- e-mail is one account whatever its case. The password hash is the participants' scrypt form;
-- NULL until the person chooses one. A platform owner manages every program; everyone else has a
-- role per program (staff_roles), by slug like operator keys, so a role can be given before the
-- program is applied.
CREATE TABLE staff (
  id              text PRIMARY KEY,
  email           text NOT NULL,
  name            text NOT NULL,
  password_hash   text,
  status          text NOT NULL DEFAULT 'active' CHECK (status IN ('invited', 'active', 'deactivated')),
  platform_owner  boolean NOT NULL DEFAULT false,
  created_at      timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX staff_email ON staff (lower(email));

CREATE TABLE staff_roles (
  staff_id      text NOT NULL REFERENCES staff (id),
  program_slug  text NOT NULL,
  role          text NOT NULL CHECK (role IN ('owner', 'manager', 'support', 'viewer')),
  PRIMARY KEY (staff_id, program_slug)
);

-- A console sign-in: the cookie's token is stored as its SHA-256 only. Idle and absolute expiry
-- are judged against last_seen_at and created_at (server/admin/staff-sessions.ts).
CREATE TABLE staff_sessions (
  token_hash    text PRIMARY KEY,
  staff_id      text NOT NULL REFERENCES staff (id),
  created_at    timestamptz NOT NULL,
  last_seen_at  timestamptz NOT NULL,
  revoked_at    timestamptz
);
CREATE INDEX staff_sessions_staff ON staff_sessions (staff_id) WHERE revoked_at IS NULL;

-- Keys get a role too: a key for every program is a platform owner, a key for some programs is
-- owner of them (what every key could do before roles existed).
ALTER TABLE operator_keys ADD COLUMN role text;
UPDATE operator_keys SET role = CASE WHEN programs IS NULL THEN 'platform_owner' ELSE 'owner' END;
ALTER TABLE operator_keys ALTER COLUMN role SET NOT NULL;
ALTER TABLE operator_keys ADD CONSTRAINT operator_keys_role CHECK (
  (programs IS NULL AND role = 'platform_owner') OR (programs IS NOT NULL AND role IN ('owner', 'manager', 'support', 'viewer'))
);

-- How many points one support adjustment may move in this program (either way).
ALTER TABLE programs ADD COLUMN support_points_limit integer NOT NULL DEFAULT 1000 CHECK (support_points_limit >= 0);

-- The audit trail: every change through the admin API, append-only. Each row's hash is the
-- SHA-256 of the previous row's hash and the row's canonical JSON (server/admin/audit.ts), so an
-- edited, removed or inserted row breaks the chain that `npm run ops -- audit verify` walks.
-- audit_head holds the last row's sequence and hash: appends take turns on its one row, and a
-- removed last row shows as a head the table no longer reaches.
CREATE TABLE audit_log (
  seq          bigint PRIMARY KEY,
  at           timestamptz NOT NULL,
  actor_kind   text NOT NULL CHECK (actor_kind IN ('staff', 'key')),
  actor_id     text NOT NULL,
  actor_name   text NOT NULL,
  role         text NOT NULL,
  program      text,
  action       text NOT NULL,
  target       text,
  before       jsonb,
  after        jsonb,
  request_id   text,
  prev_hash    text NOT NULL,
  hash         text NOT NULL
);
CREATE INDEX audit_log_program ON audit_log (program, seq);
CREATE INDEX audit_log_actor ON audit_log (actor_id, seq);

CREATE TABLE audit_head (
  id    integer PRIMARY KEY CHECK (id = 1),
  seq   bigint NOT NULL,
  hash  text NOT NULL
);
INSERT INTO audit_head (id, seq, hash) VALUES (1, 0, '0000000000000000000000000000000000000000000000000000000000000000');

-- No code path updates or deletes an audit row; the database refuses it too.
CREATE FUNCTION audit_log_append_only() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION 'audit_log is append-only'; END $$;
CREATE TRIGGER audit_log_no_update BEFORE UPDATE OR DELETE ON audit_log FOR EACH ROW EXECUTE FUNCTION audit_log_append_only();
CREATE TRIGGER audit_log_no_truncate BEFORE TRUNCATE ON audit_log FOR EACH STATEMENT EXECUTE FUNCTION audit_log_append_only()
