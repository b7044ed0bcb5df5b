-- What a store taking real money needs: users bound to their sign-in, unpaid orders that
-- expire, payment intents that can be cancelled, webhook replays recognised, and rate-limit
-- counters that every API process shares.

-- The identity provider's user id (Firebase uid), bound at the first token exchange.
ALTER TABLE users ADD COLUMN auth_uid text;

-- When an unpaid order gives its stock back. Orders already waiting get a fresh window.
ALTER TABLE orders ADD COLUMN expires_at timestamptz;
UPDATE orders SET expires_at = clock_timestamp() + interval '30 minutes' WHERE status = 'unpaid';
ALTER TABLE orders ADD CHECK ((status = 'unpaid') = (expires_at IS NOT NULL));
CREATE INDEX orders_unpaid_expiry_idx ON orders (expires_at) WHERE status = 'unpaid';
CREATE INDEX orders_unpaid_email_idx ON orders (email) WHERE status = 'unpaid';

-- A removed order's open intents are cancelled, so its card can no longer be charged; a
-- payment for an order that is gone is refunded.
ALTER TABLE local_payment_intents DROP CONSTRAINT local_payment_intents_status_check;
ALTER TABLE local_payment_intents ADD CHECK (
  status IN ('requires_payment_method', 'succeeded', 'canceled', 'refunded')
);

-- Stripe keeps its intents; this remembers which ones we opened for which order, so a
-- removed order's intents can be cancelled without Stripe's eventually consistent search.
CREATE TABLE stripe_payment_intents (
  id         text PRIMARY KEY,
  order_id   uuid NOT NULL,
  created_at timestamptz NOT NULL DEFAULT clock_timestamp()
);
CREATE INDEX stripe_payment_intents_order_idx ON stripe_payment_intents (order_id);

-- Webhook events already handled: a replay of the same event id changes nothing.
CREATE TABLE webhook_events (
  id          text PRIMARY KEY,
  type        text NOT NULL,
  received_at timestamptz NOT NULL DEFAULT clock_timestamp()
);

-- Counters of rate-limiter-flexible's RateLimiterPostgres (its own table layout).
CREATE TABLE rate_limits (
  key    varchar(255) PRIMARY KEY,
  points integer NOT NULL DEFAULT 0,
  expire bigint
);
