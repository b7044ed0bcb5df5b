-- Quotes: a request for tools in quantities that an admin prices line by line until an
-- expiry; its sender accepts it (it becomes an order) or either side declines it.
-- "expired" is not stored: a quoted quote past expires_at reads as expired.
CREATE TABLE quotes (
  id         uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  created_at timestamptz NOT NULL DEFAULT now(),
  name       text NOT NULL,
  -- Lower case, as users.email: "My Quotes" finds them by the account's e-mail.
  email      text NOT NULL,
  company    text,
  message    text NOT NULL,
  status     text NOT NULL DEFAULT 'new'
             CHECK (status IN ('new', 'quoted', 'accepted', 'declined')),
  expires_at timestamptz,
  -- The order an accepted quote became (kept if that order is later removed).
  order_id   uuid,
  CHECK (status = 'new' OR status = 'declined' OR expires_at IS NOT NULL),
  CHECK ((status = 'accepted') = (order_id IS NOT NULL))
);
CREATE INDEX quotes_email_idx ON quotes (email, created_at DESC);
CREATE INDEX quotes_created_idx ON quotes (created_at DESC, id DESC);

CREATE TABLE quote_lines (
  quote_id   uuid NOT NULL REFERENCES quotes (id) ON DELETE CASCADE,
  position   smallint NOT NULL CHECK (position >= 0),
  -- No foreign key to tools: a deleted tool leaves the quote readable.
  tool_id    uuid NOT NULL,
  tool_name  text NOT NULL,
  tool_img   text NOT NULL,
  qty        integer NOT NULL CHECK (qty >= 1),
  -- Set when priced, both or neither.
  unit_price integer CHECK (unit_price >= 1),
  total      integer CHECK (total = unit_price * qty),
  PRIMARY KEY (quote_id, position),
  UNIQUE (quote_id, tool_id)
);
