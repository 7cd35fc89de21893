-- Schema of the reference server. Points are whole numbers (integer); rich, read-mostly
-- shapes (program settings, product details, addresses) are JSONB documents validated at the edge.
CREATE EXTENSION IF NOT EXISTS pg_trgm;

CREATE TABLE programs (
  id          serial PRIMARY KEY,
  slug        text NOT NULL UNIQUE,
  config      jsonb NOT NULL
);

CREATE TABLE program_hosts (
  host        text PRIMARY KEY,
  program_id  integer NOT NULL REFERENCES programs(id) ON DELETE CASCADE
);

CREATE TABLE categories (
  id          text PRIMARY KEY,
  slug        text NOT NULL UNIQUE,
  name        text NOT NULL,
  parent_id   text REFERENCES categories(id),
  depth       integer NOT NULL,
  position    integer NOT NULL,
  image       text,
  translations jsonb NOT NULL DEFAULT '{}'
);
CREATE INDEX categories_parent ON categories (parent_id);

-- program_id NULL: the shared catalogue every program sees; otherwise one program's own product.
CREATE TABLE products (
  id            text PRIMARY KEY,
  slug          text NOT NULL UNIQUE,
  program_id    integer REFERENCES programs(id) ON DELETE CASCADE,
  name          text NOT NULL,
  brand_name    text NOT NULL,
  brand_slug    text NOT NULL,
  price         integer NOT NULL CHECK (price >= 0),
  discount_price integer CHECK (discount_price >= 0),
  -- What a participant pays before option or region overrides; what the price filter and sort use.
  effective_price integer GENERATED ALWAYS AS (COALESCE(discount_price, price)) STORED,
  badges        text[] NOT NULL DEFAULT '{}',
  search_text   text NOT NULL,
  position      integer NOT NULL,
  details       jsonb NOT NULL
);
CREATE INDEX products_search_trgm ON products USING gin (search_text gin_trgm_ops);
CREATE INDEX products_name ON products (lower(name), id);
CREATE INDEX products_brand ON products (lower(brand_name), lower(name), id);
CREATE INDEX products_price ON products (effective_price, id);
CREATE INDEX products_brand_slug ON products (brand_slug);
CREATE INDEX products_badges ON products USING gin (badges);
CREATE INDEX products_program ON products (program_id);

-- A product is listed under its category and every ancestor, so a category filter is one lookup.
CREATE TABLE product_categories (
  category_id text NOT NULL REFERENCES categories(id) ON DELETE CASCADE,
  product_id  text NOT NULL REFERENCES products(id) ON DELETE CASCADE,
  direct      boolean NOT NULL,
  PRIMARY KEY (category_id, product_id)
);
CREATE INDEX product_categories_product ON product_categories (product_id);

CREATE TABLE users (
  id            text PRIMARY KEY,
  program_id    integer NOT NULL REFERENCES programs(id) ON DELETE CASCADE,
  -- Email (points), user id (plateau) or claim code (claim); matched case-insensitively.
  login         text NOT NULL,
  name          text NOT NULL,
  email         text NOT NULL,
  password_hash text,
  status        text,
  balance       integer CHECK (balance >= 0),
  last_update_date timestamptz,
  level_id      text,
  country       text,
  claim_email   text,
  custom_fields jsonb NOT NULL DEFAULT '{}',
  cart_items    jsonb NOT NULL DEFAULT '[]',
  created_at    timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX users_login ON users (program_id, lower(login));

CREATE TABLE sessions (
  token_hash  text PRIMARY KEY,
  user_id     text NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  created_at  timestamptz NOT NULL DEFAULT now(),
  expires_at  timestamptz NOT NULL,
  revoked_at  timestamptz
);
CREATE INDEX sessions_user ON sessions (user_id);

CREATE TABLE addresses (
  id          text PRIMARY KEY,
  user_id     text NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  is_default  boolean NOT NULL DEFAULT false,
  data        jsonb NOT NULL,
  created_at  timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX addresses_user ON addresses (user_id);

CREATE TABLE orders (
  id              text PRIMARY KEY,
  user_id         text NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  order_number    text NOT NULL UNIQUE,
  created_at      timestamptz NOT NULL DEFAULT now(),
  status          text NOT NULL,
  total           integer NOT NULL CHECK (total >= 0),
  region          jsonb NOT NULL,
  shipping_address jsonb NOT NULL,
  claim_email     text,
  custom_fields   jsonb NOT NULL DEFAULT '{}',
  idempotency_key text,
  request_hash    text NOT NULL
);
CREATE INDEX orders_user ON orders (user_id, created_at DESC);
CREATE UNIQUE INDEX orders_idempotency ON orders (user_id, idempotency_key) WHERE idempotency_key IS NOT NULL;
CREATE SEQUENCE order_numbers START 100001;

CREATE TABLE order_items (
  id            text PRIMARY KEY,
  order_id      text NOT NULL REFERENCES orders(id) ON DELETE CASCADE,
  position      integer NOT NULL,
  product_id    text NOT NULL,
  slug          text NOT NULL,
  name          text NOT NULL,
  image         text,
  option_id     text,
  options       jsonb NOT NULL DEFAULT '{}',
  quantity      integer NOT NULL CHECK (quantity > 0),
  price         integer NOT NULL,
  total         integer NOT NULL,
  drop_ship_days integer,
  tracking      jsonb
);
CREATE INDEX order_items_order ON order_items (order_id, position);

CREATE TABLE transactions (
  id          text PRIMARY KEY,
  user_id     text NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  created_at  timestamptz NOT NULL DEFAULT now(),
  description text NOT NULL,
  amount      integer NOT NULL,
  balance     integer NOT NULL
);
CREATE INDEX transactions_user ON transactions (user_id, created_at DESC, id DESC);

CREATE TABLE reset_tokens (
  token_hash  text PRIMARY KEY,
  user_id     text NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  expires_at  timestamptz NOT NULL,
  used_at     timestamptz
);

CREATE TABLE outbox (
  id          serial PRIMARY KEY,
  program_id  integer NOT NULL REFERENCES programs(id) ON DELETE CASCADE,
  to_address  text NOT NULL,
  subject     text NOT NULL,
  link        text NOT NULL,
  body        text NOT NULL,
  sent_at     timestamptz NOT NULL DEFAULT now()
);

-- Failed sign-in attempts, per key (account or client address): kept in the database so the
-- limit holds across server instances.
CREATE TABLE sign_in_failures (
  key         text NOT NULL,
  at          timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX sign_in_failures_key ON sign_in_failures (key, at);

CREATE TABLE languages (
  program_id  integer NOT NULL REFERENCES programs(id) ON DELETE CASCADE,
  locale      text NOT NULL,
  messages    jsonb NOT NULL,
  PRIMARY KEY (program_id, locale)
);
