-- The operator's admin API (docs/operate.md). Keys are stored as their SHA-256 only: a database
-- leak yields no key. `programs` NULL means every program; otherwise the program slugs the key may
-- touch (slugs, so a key can be made for a program before it is applied).
CREATE TABLE operator_keys (
  id          text PRIMARY KEY,
  name        text NOT NULL,
  key_hash    text NOT NULL UNIQUE,
  programs    text[],
  created_at  timestamptz NOT NULL DEFAULT now(),
  revoked_at  timestamptz
);

-- Whether the operator has deactivated a participant: a deactivated participant cannot sign in,
-- and their sessions were revoked when it happened. (Their language for mail is migration 006's.)
ALTER TABLE users ADD COLUMN deactivated_at timestamptz;

-- The operator's external reference of a credit or debit: the same reference for the same
-- participant counts once, so a file or call sent twice moves no points twice.
ALTER TABLE transactions ADD COLUMN reference text;
CREATE UNIQUE INDEX transactions_reference ON transactions (user_id, reference) WHERE reference IS NOT NULL;

-- Fulfilment: each item's status (Shipped, Received) next to its tracking, and when the order was
-- last handed over by an export (the server-kept cursor: the next export takes those without one).
ALTER TABLE order_items ADD COLUMN status text;
ALTER TABLE orders ADD COLUMN exported_at timestamptz;
CREATE INDEX orders_not_exported ON orders (created_at, id) WHERE exported_at IS NULL;

-- A participants file checks each new participant's email against the program's others: without
-- this index every row read the whole users table (10,000 rows took minutes).
CREATE INDEX users_email ON users (program_id, lower(email));
