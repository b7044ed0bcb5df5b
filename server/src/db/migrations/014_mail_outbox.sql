-- The outbox of e-mails: each is written in the same transaction as the event that causes
-- it, keyed by that event (dedupe_key), and sent later by a worker that claims due rows
-- for a lease; a failed send waits next_attempt_at, a worker that died lets its lease run out.
CREATE TABLE mail_outbox (
  id              uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  -- One per event (order-paid:<orderId>): a second enqueue of the same event adds nothing.
  dedupe_key      text NOT NULL UNIQUE,
  recipient       text NOT NULL,
  subject         text NOT NULL,
  body_text       text NOT NULL,
  body_html       text NOT NULL,
  created_at      timestamptz NOT NULL DEFAULT now(),
  attempts        int NOT NULL DEFAULT 0,
  -- NULL once sent, or once the tries ran out.
  next_attempt_at timestamptz DEFAULT now(),
  -- Whoever claimed it last, and until when no one else may.
  lease_token     text,
  lease_until     timestamptz,
  sent_at         timestamptz,
  last_error      text
);
CREATE INDEX mail_outbox_due_idx ON mail_outbox (next_attempt_at) WHERE next_attempt_at IS NOT NULL;
CREATE INDEX mail_outbox_newest_idx ON mail_outbox (created_at DESC, id DESC);
