-- The console's reads at 100,000 participants and orders (server/admin/reads/).
-- (The migration runner splits statements at a semicolon that ends a line, so inside the trigger
-- functions below no statement's semicolon ends one.)

-- The dashboard's points issued and redeemed, per program and UTC day. Summing a program's whole
-- ledger on every visit read every transaction it ever had (seconds at 100,000 orders); these
-- rows are kept by the triggers below in the same transaction as the ledger's writes, so the
-- dashboard sums at most one row per day. Statement triggers: a bulk insert (an import, the
-- seed) updates each day once, and the rows are updated in key order, so two writers never
-- wait on each other's rows in opposite order.
CREATE TABLE program_points_days (
  program_id integer NOT NULL REFERENCES programs(id) ON DELETE CASCADE,
  day        date NOT NULL,
  issued     bigint NOT NULL DEFAULT 0,
  redeemed   bigint NOT NULL DEFAULT 0,
  PRIMARY KEY (program_id, day)
);

CREATE FUNCTION program_points_days_add() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO program_points_days (program_id, day, issued, redeemed)
  SELECT u.program_id, (t.created_at AT TIME ZONE 'UTC')::date,
         coalesce(sum(t.amount) FILTER (WHERE t.amount > 0), 0), coalesce(-sum(t.amount) FILTER (WHERE t.amount < 0), 0)
    FROM added t JOIN users u ON u.id = t.user_id
   GROUP BY 1, 2 ORDER BY 1, 2
  ON CONFLICT (program_id, day) DO UPDATE SET issued = program_points_days.issued + EXCLUDED.issued, redeemed = program_points_days.redeemed + EXCLUDED.redeemed; RETURN NULL; END $$;

-- Lines removed (their participant's program removed, which removes its days too) or moved: only
-- days still there are taken from, so removing a program never writes a day back for it.
CREATE FUNCTION program_points_days_remove() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE program_points_days d SET issued = d.issued - r.issued, redeemed = d.redeemed - r.redeemed
    FROM (SELECT u.program_id, (t.created_at AT TIME ZONE 'UTC')::date AS day,
                 coalesce(sum(t.amount) FILTER (WHERE t.amount > 0), 0) AS issued, coalesce(-sum(t.amount) FILTER (WHERE t.amount < 0), 0) AS redeemed
            FROM removed t JOIN users u ON u.id = t.user_id GROUP BY 1, 2 ORDER BY 1, 2) r
   WHERE d.program_id = r.program_id AND d.day = r.day; RETURN NULL; END $$;

CREATE FUNCTION program_points_days_move() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE program_points_days d SET issued = d.issued - r.issued, redeemed = d.redeemed - r.redeemed
    FROM (SELECT u.program_id, (t.created_at AT TIME ZONE 'UTC')::date AS day,
                 coalesce(sum(t.amount) FILTER (WHERE t.amount > 0), 0) AS issued, coalesce(-sum(t.amount) FILTER (WHERE t.amount < 0), 0) AS redeemed
            FROM removed t JOIN users u ON u.id = t.user_id GROUP BY 1, 2 ORDER BY 1, 2) r
   WHERE d.program_id = r.program_id AND d.day = r.day; INSERT INTO program_points_days (program_id, day, issued, redeemed)
  SELECT u.program_id, (t.created_at AT TIME ZONE 'UTC')::date,
         coalesce(sum(t.amount) FILTER (WHERE t.amount > 0), 0), coalesce(-sum(t.amount) FILTER (WHERE t.amount < 0), 0)
    FROM added t JOIN users u ON u.id = t.user_id
   GROUP BY 1, 2 ORDER BY 1, 2
  ON CONFLICT (program_id, day) DO UPDATE SET issued = program_points_days.issued + EXCLUDED.issued, redeemed = program_points_days.redeemed + EXCLUDED.redeemed; RETURN NULL; END $$;

CREATE TRIGGER transactions_points_days_insert AFTER INSERT ON transactions REFERENCING NEW TABLE AS added
  FOR EACH STATEMENT EXECUTE FUNCTION program_points_days_add();
CREATE TRIGGER transactions_points_days_delete AFTER DELETE ON transactions REFERENCING OLD TABLE AS removed
  FOR EACH STATEMENT EXECUTE FUNCTION program_points_days_remove();
CREATE TRIGGER transactions_points_days_update AFTER UPDATE ON transactions REFERENCING OLD TABLE AS removed NEW TABLE AS added
  FOR EACH STATEMENT EXECUTE FUNCTION program_points_days_move();

INSERT INTO program_points_days (program_id, day, issued, redeemed)
SELECT u.program_id, (t.created_at AT TIME ZONE 'UTC')::date,
       coalesce(sum(t.amount) FILTER (WHERE t.amount > 0), 0), coalesce(-sum(t.amount) FILTER (WHERE t.amount < 0), 0)
  FROM transactions t JOIN users u ON u.id = t.user_id
 GROUP BY 1, 2;

-- A search of participants finds its matches through the three prefix indexes, then sorts them
-- by sign-in. These carry the sign-in and id, so the matches of each are read from the index
-- alone (PostgreSQL cannot do that from the lower(login) expression itself), not from the
-- table: a two-letter search matches thousands.
CREATE INDEX users_login_prefix_covering ON users (program_id, lower(login) text_pattern_ops) INCLUDE (login, id);
CREATE INDEX users_email_prefix_covering ON users (program_id, lower(email) text_pattern_ops) INCLUDE (email, login, id);
CREATE INDEX users_name_prefix_covering ON users (program_id, lower(name) text_pattern_ops) INCLUDE (name, login, id);
DROP INDEX users_login_prefix;
DROP INDEX users_email_prefix;
DROP INDEX users_name_prefix;
