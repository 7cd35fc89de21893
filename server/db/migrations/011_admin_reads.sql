-- The console's lists (server/admin/reads/): each page is read through an index in its own sort
-- order, so a page costs the same at 100,000 participants or orders as at 100.

-- An order's program, copied from its participant when it is placed, so one program's orders are
-- one index range rather than a join through users for every order of every program. The
-- database fills it, so every writer of orders (the shop, the seed) stays as it was.
ALTER TABLE orders ADD COLUMN program_id integer REFERENCES programs(id) ON DELETE CASCADE;
UPDATE orders o SET program_id = u.program_id FROM users u WHERE u.id = o.user_id;
ALTER TABLE orders ALTER COLUMN program_id SET NOT NULL;
CREATE FUNCTION orders_program_of_participant() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN SELECT program_id INTO NEW.program_id FROM users WHERE id = NEW.user_id; RETURN NEW; END $$;
CREATE TRIGGER orders_program BEFORE INSERT ON orders FOR EACH ROW EXECUTE FUNCTION orders_program_of_participant();

-- Orders newest first, and newest first within a status; a product's orders.
CREATE INDEX orders_program_placed ON orders (program_id, created_at DESC, id DESC);
CREATE INDEX orders_program_status ON orders (program_id, status, created_at DESC, id DESC);
CREATE INDEX order_items_product ON order_items (product_id, order_id);

-- Participants: a case-insensitive prefix of a sign-in, e-mail or name (LIKE 'abc%' needs the
-- pattern operator class), and the statuses few participants have, each in sign-in order.
CREATE INDEX users_login_prefix ON users (program_id, lower(login) text_pattern_ops);
CREATE INDEX users_email_prefix ON users (program_id, lower(email) text_pattern_ops);
CREATE INDEX users_name_prefix ON users (program_id, lower(name) text_pattern_ops);
CREATE INDEX users_deactivated ON users (program_id, lower(login)) WHERE deactivated_at IS NOT NULL;
CREATE INDEX users_without_password ON users (program_id, lower(login)) WHERE password_hash IS NULL AND deactivated_at IS NULL;

-- The ledger's totals per participant are the transactions_user index; a program's points issued
-- and redeemed per day read transactions by time.
CREATE INDEX transactions_created ON transactions (created_at);
