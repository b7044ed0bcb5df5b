-- The order timeline (every change of an order, who made it, when) and the audit log (who
-- did what among the admins' actions). Both are written with the change they record, in
-- its transaction, and neither is ever changed afterwards.
CREATE TABLE order_events (
  id       bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  -- No foreign key: a deleted or expired order keeps its history.
  order_id uuid NOT NULL,
  kind     text NOT NULL CHECK (kind IN ('created', 'payment-started', 'paid', 'shipped',
                                         'cancelled', 'expired', 'deleted')),
  -- A signed-in person's e-mail, or 'system' (the expiry job, the payment webhook).
  actor    text NOT NULL CHECK (actor <> ''),
  at       timestamptz NOT NULL DEFAULT clock_timestamp()
);
CREATE INDEX order_events_order_idx ON order_events (order_id, at, id);
-- "Paid" and "payment started" are recorded once per order, whoever tries twice.
CREATE UNIQUE INDEX order_events_once_idx ON order_events (order_id, kind)
  WHERE kind IN ('created', 'payment-started', 'paid', 'shipped');

CREATE TABLE audit_log (
  id         bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  at         timestamptz NOT NULL DEFAULT clock_timestamp(),
  actor      text NOT NULL CHECK (actor <> ''),
  action     text NOT NULL CHECK (action IN ('admin-granted', 'tool-deleted', 'tool-edited',
                                             'tool-tiers-set', 'order-shipped',
                                             'order-cancelled', 'review-hidden', 'review-shown',
                                             'quote-priced', 'quote-declined')),
  -- What it was done to, as a person names it (an e-mail, a tool's name, "#1042").
  subject    text NOT NULL,
  subject_id text
);
CREATE INDEX audit_log_newest_idx ON audit_log (at DESC, id DESC);

-- Append-only, whoever connects: an entry can be neither edited nor removed.
CREATE FUNCTION refuse_history_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION '% is append-only: its entries cannot be changed or removed', TG_TABLE_NAME
    USING ERRCODE = 'insufficient_privilege';
END;
$$;
CREATE TRIGGER audit_log_append_only BEFORE UPDATE OR DELETE ON audit_log
  FOR EACH ROW EXECUTE FUNCTION refuse_history_change();
CREATE TRIGGER order_events_append_only BEFORE UPDATE OR DELETE ON order_events
  FOR EACH ROW EXECUTE FUNCTION refuse_history_change();
