-- A sign-in attempt is recorded (pending) before its password is checked, under a lock on its keys,
-- so attempts sent in parallel cannot all pass the limit check before any of them is counted. The
-- attempt then removes its rows (right password) or turns them into failures (wrong password).
ALTER TABLE sign_in_failures ADD COLUMN attempt_id text;
ALTER TABLE sign_in_failures ADD COLUMN pending boolean NOT NULL DEFAULT false;
