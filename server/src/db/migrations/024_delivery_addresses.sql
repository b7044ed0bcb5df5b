-- The delivery addresses each customer used (issue 23, item 4), offered at their next
-- checkout. An account keeps its newest few (MAX_KEPT_ADDRESSES, trimmed on every write),
-- so a thousand orders cost no more rows than five.
CREATE TABLE delivery_addresses (
  user_email  text NOT NULL REFERENCES users (email) ON DELETE CASCADE ON UPDATE CASCADE,
  -- addressKey() of the domain: the same address typed again replaces its row.
  address_key text NOT NULL CHECK (length(address_key) <= 300),
  address     text NOT NULL CHECK (length(address) BETWEEN 1 AND 200),
  phone       text NOT NULL CHECK (length(phone) BETWEEN 1 AND 30),
  used_at     timestamptz NOT NULL DEFAULT clock_timestamp(),
  -- Orders two uses at one clock reading.
  seq         bigint GENERATED ALWAYS AS IDENTITY,
  PRIMARY KEY (user_email, address_key)
);
