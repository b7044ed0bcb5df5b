-- The Idempotency-Key of each order placed with one (POST /order, /checkout): a retry of a
-- request whose answer was lost (a 503 while its COMMIT went through) answers the same
-- order instead of placing another. Written in the order's own transaction, so the key
-- exists exactly when its order does; it goes with its order (a lapsed or deleted order
-- frees its key), and `request` tells a retry from the key used again for another order.
CREATE TABLE order_idempotency_keys (
  email      text NOT NULL,
  key        text NOT NULL,
  order_id   uuid NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
  request    text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (email, key)
);
CREATE INDEX order_idempotency_keys_order_idx ON order_idempotency_keys (order_id);
