-- Refunds of paid orders and the credit notes they issue (issue 26). A refund is recorded
-- as pending before the card gateway is asked, with the order's row locked, so two admins
-- refunding at once are checked in turn against what is left; it then becomes done (with
-- its credit note, in the same transaction) or failed, and never changes again.

CREATE TABLE refunds (
  id                uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  -- Chosen by the admin's browser: the same key sent again is the same refund.
  key               uuid NOT NULL UNIQUE,
  order_id          uuid NOT NULL REFERENCES orders (id),
  status            text NOT NULL CHECK (status IN ('pending', 'done', 'failed')),
  amount_cents      bigint NOT NULL CHECK (amount_cents > 0),
  reason            text NOT NULL CHECK (reason <> ''),
  restock           boolean NOT NULL,
  -- The refunded lines (src/domain/refund.ts RefundLine): empty for an amount.
  lines             jsonb NOT NULL,
  actor             text NOT NULL CHECK (actor <> ''),
  created_at        timestamptz NOT NULL DEFAULT clock_timestamp(),
  gateway_refund_id text,
  failure           text
);
CREATE INDEX refunds_order_idx ON refunds (order_id, created_at, id);

-- Pending → done or failed, once; nothing else of a refund ever changes, and none is deleted.
CREATE FUNCTION refuse_refund_change() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND OLD.status = 'pending' AND NEW.status IN ('done', 'failed')
     AND (NEW.id, NEW.key, NEW.order_id, NEW.amount_cents, NEW.reason, NEW.restock, NEW.lines,
          NEW.actor, NEW.created_at)
         IS NOT DISTINCT FROM
         (OLD.id, OLD.key, OLD.order_id, OLD.amount_cents, OLD.reason, OLD.restock, OLD.lines,
          OLD.actor, OLD.created_at) THEN
    RETURN NEW;
  END IF;
  RAISE EXCEPTION 'Refund % is %: only a pending refund becomes done or failed', OLD.id, OLD.status
    USING ERRCODE = 'integrity_constraint_violation';
END;
$$;
CREATE TRIGGER refunds_settle_once BEFORE UPDATE OR DELETE ON refunds
  FOR EACH ROW EXECUTE FUNCTION refuse_refund_change();

-- Credit notes: numbered as invoices are (015_invoices.sql), in a sequence of their own.
CREATE TABLE credit_note_counter (
  id   boolean PRIMARY KEY DEFAULT true CHECK (id),
  next bigint NOT NULL CHECK (next > 0)
);
INSERT INTO credit_note_counter (id, next) VALUES (true, 1);

CREATE TABLE credit_notes (
  sequence       bigint PRIMARY KEY CHECK (sequence > 0),
  number         text NOT NULL UNIQUE,
  refund_id      uuid NOT NULL UNIQUE REFERENCES refunds (id),
  order_id       uuid NOT NULL,
  invoice_number text NOT NULL REFERENCES invoices (number),
  buyer_email    text NOT NULL,
  issued_at      timestamptz NOT NULL,
  total_cents    bigint NOT NULL CHECK (total_cents > 0),
  -- The whole credit note as issued (src/domain/credit-note.ts): what the PDF is drawn from.
  snapshot       jsonb NOT NULL
);

CREATE FUNCTION refuse_credit_note_change() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'Credit note % was issued and can never be changed or deleted', OLD.number
    USING ERRCODE = 'integrity_constraint_violation';
END;
$$;
CREATE TRIGGER credit_notes_are_final BEFORE UPDATE OR DELETE ON credit_notes
  FOR EACH ROW EXECUTE FUNCTION refuse_credit_note_change();

CREATE TRIGGER credit_note_counter_moves_on BEFORE UPDATE OR DELETE ON credit_note_counter
  FOR EACH ROW EXECUTE FUNCTION refuse_invoice_counter_rewind();

-- The local test-mode gateway's refunds, by the key each was asked with: asking again
-- answers the refund already made.
CREATE TABLE local_payment_refunds (
  idempotency_key text PRIMARY KEY,
  id              text NOT NULL UNIQUE,
  payment_id      text NOT NULL REFERENCES local_payment_intents (id),
  amount          bigint NOT NULL CHECK (amount > 0),
  created_at      timestamptz NOT NULL DEFAULT clock_timestamp()
);
CREATE INDEX local_payment_refunds_payment_idx ON local_payment_refunds (payment_id);

ALTER TABLE order_events DROP CONSTRAINT order_events_kind_check;
ALTER TABLE order_events ADD CONSTRAINT order_events_kind_check
  CHECK (kind IN ('created', 'payment-started', 'paid', 'shipped', 'cancelled', 'expired',
                  'deleted', 'approval-requested', 'approved', 'declined', 'refunded'));

ALTER TABLE audit_log DROP CONSTRAINT audit_log_action_check;
ALTER TABLE audit_log ADD CONSTRAINT audit_log_action_check
  CHECK (action IN ('admin-granted', 'tool-added', 'tool-deleted', 'tool-edited',
                    'tool-tiers-set', 'order-shipped', 'order-cancelled', 'review-hidden',
                    'review-shown', 'quote-priced', 'quote-declined',
                    'company-application-approved', 'company-application-declined',
                    'company-role-set', 'company-member-removed', 'company-limits-set',
                    'company-invitation-withdrawn', 'company-details-edited', 'order-refunded'));
