-- Tools, users, orders and reviews of the storefront. Money is whole US dollars, as the
-- spec treats prices as integers; payment amounts are derived in cents from these.

CREATE TABLE tools (
  id            uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  name          text NOT NULL,
  img           text NOT NULL,
  description   text NOT NULL,
  min_qty       integer NOT NULL CHECK (min_qty >= 1),
  available_qty integer NOT NULL CHECK (available_qty >= 0),
  price         integer NOT NULL CHECK (price >= 0),
  created_at    timestamptz NOT NULL DEFAULT clock_timestamp()
);

CREATE TABLE users (
  id         uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  email      text NOT NULL UNIQUE,
  name       text NOT NULL DEFAULT '',
  role       text CHECK (role = 'admin'),
  education  text,
  location   text,
  phone      text,
  linkedin   text,
  created_at timestamptz NOT NULL DEFAULT clock_timestamp()
);

CREATE TABLE orders (
  id             uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  -- No foreign key: a deleted tool leaves its orders readable, as name, image and
  -- price are copied in; restocking a deleted tool then simply finds no row.
  tool_id        uuid NOT NULL,
  tool_name      text NOT NULL,
  tool_qty       integer NOT NULL CHECK (tool_qty >= 1),
  tool_price     integer NOT NULL CHECK (tool_price >= 0),
  tool_img       text NOT NULL,
  name           text NOT NULL,
  email          text NOT NULL,
  address        text NOT NULL,
  phone          text NOT NULL,
  status         text NOT NULL DEFAULT 'unpaid' CHECK (status IN ('unpaid', 'paid', 'shipped')),
  paid           boolean NOT NULL DEFAULT false,
  -- One payment can settle one order only.
  transaction_id text UNIQUE,
  created_at     timestamptz NOT NULL DEFAULT clock_timestamp(),
  CHECK (paid = (status <> 'unpaid')),
  CHECK (paid = (transaction_id IS NOT NULL))
);
CREATE INDEX orders_email_idx ON orders (email, created_at);

CREATE TABLE reviews (
  id           uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  rating       text NOT NULL CHECK (rating IN ('1', '2', '3', '4', '5')),
  message      text NOT NULL,
  author_email text,
  created_at   timestamptz NOT NULL DEFAULT clock_timestamp()
);

-- Payment intents of the local test-mode gateway (Stripe keeps its own).
CREATE TABLE local_payment_intents (
  id            text PRIMARY KEY,
  client_secret text NOT NULL UNIQUE,
  order_id      uuid NOT NULL,
  amount        integer NOT NULL CHECK (amount >= 0),
  currency      text NOT NULL,
  status        text NOT NULL CHECK (status IN ('requires_payment_method', 'succeeded')),
  created_at    timestamptz NOT NULL DEFAULT clock_timestamp()
);
CREATE INDEX local_payment_intents_order_idx ON local_payment_intents (order_id);

-- Facts about the database itself, such as whether the demo data was seeded.
CREATE TABLE app_meta (
  key   text PRIMARY KEY,
  value text NOT NULL
);
