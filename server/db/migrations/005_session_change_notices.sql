-- Servers keep the sessions they have verified in memory (server/lib/session-cache.ts), so a list
-- page or a suggestion does not ask the database who is signed in on every call. The database
-- itself says when that memory is wrong: any change to a session (revoked, expired early, removed)
-- or to a participant's program, made by any server process, a migration or an administrator's
-- SQL, notifies channel sessions_changed once its transaction commits. Payloads: token:<hash>,
-- user:<id>, or * (everything: the table was emptied).
CREATE FUNCTION notify_sessions_changed() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN IF TG_OP = 'TRUNCATE' THEN PERFORM pg_notify('sessions_changed', '*'); ELSIF TG_TABLE_NAME = 'sessions' THEN PERFORM pg_notify('sessions_changed', 'token:' || OLD.token_hash); ELSE PERFORM pg_notify('sessions_changed', 'user:' || OLD.id); END IF; RETURN NULL; END $$;
CREATE TRIGGER sessions_changed AFTER UPDATE OR DELETE ON sessions FOR EACH ROW EXECUTE FUNCTION notify_sessions_changed();
CREATE TRIGGER sessions_emptied AFTER TRUNCATE ON sessions FOR EACH STATEMENT EXECUTE FUNCTION notify_sessions_changed();
CREATE TRIGGER users_changed AFTER UPDATE OF program_id OR DELETE ON users FOR EACH ROW EXECUTE FUNCTION notify_sessions_changed();
CREATE TRIGGER users_emptied AFTER TRUNCATE ON users FOR EACH STATEMENT EXECUTE FUNCTION notify_sessions_changed();
