-- Returns of shipped orders (issue 26 item 6). A return is asked for with the order's row
-- locked, so two requests at once are checked in turn against what is left to return;
-- requested → accepted or refused by an admin, accepted → refunded once its parcel is
-- received (the refund's key is the return's id, so it is refunded once).

CREATE TABLE order_returns (
  id          uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  order_id    uuid NOT NULL REFERENCES orders (id),
  email       text NOT NULL,
  status      text NOT NULL CHECK (status IN ('requested', 'accepted', 'refused', 'refunded')),
  reason      text NOT NULL CHECK (reason <> ''),
  -- The returned lines (src/domain/order-return.ts ReturnLine): never empty.
  lines       jsonb NOT NULL CHECK (jsonb_array_length(lines) > 0),
  created_at  timestamptz NOT NULL DEFAULT clock_timestamp(),
  decided_by  text,
  refusal     text,
  refund_id   uuid REFERENCES refunds (id),
  CHECK ((status = 'refused') = (refusal IS NOT NULL)),
  CHECK ((status = 'refunded') = (refund_id IS NOT NULL))
);
CREATE INDEX order_returns_order_idx ON order_returns (order_id, created_at, id);
CREATE INDEX order_returns_status_idx ON order_returns (status, created_at DESC);

-- A return only moves forward, and what was asked never changes.
CREATE FUNCTION refuse_return_change() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE'
     AND ((OLD.status = 'requested' AND NEW.status IN ('accepted', 'refused'))
          OR (OLD.status = 'accepted' AND NEW.status = 'refunded'))
     AND (NEW.id, NEW.order_id, NEW.email, NEW.reason, NEW.lines, NEW.created_at)
         IS NOT DISTINCT FROM
         (OLD.id, OLD.order_id, OLD.email, OLD.reason, OLD.lines, OLD.created_at) THEN
    RETURN NEW;
  END IF;
  RAISE EXCEPTION 'Return % is %: it cannot change so', OLD.id, OLD.status
    USING ERRCODE = 'integrity_constraint_violation';
END;
$$;
CREATE TRIGGER order_returns_move_forward BEFORE UPDATE OR DELETE ON order_returns
  FOR EACH ROW EXECUTE FUNCTION refuse_return_change();

ALTER TABLE order_events DROP CONSTRAINT order_events_kind_check;
ALTER TABLE order_events ADD CONSTRAINT order_events_kind_check
  CHECK (kind IN ('created', 'payment-started', 'paid', 'shipped', 'cancelled', 'expired',
                  'deleted', 'approval-requested', 'approved', 'declined', 'refunded',
                  'return-requested', 'return-accepted', 'return-refused',
                  'return-received'));

-- The list of actions from 034, and the returns' at its end.
ALTER TABLE audit_log DROP CONSTRAINT audit_log_action_check;
ALTER TABLE audit_log ADD CONSTRAINT audit_log_action_check
  CHECK (action IN ('admin-granted', 'tool-added', 'tool-deleted', 'tool-edited',
                    'tool-tiers-set', 'order-shipped', 'order-cancelled', 'review-hidden',
                    'review-shown', 'quote-priced', 'quote-declined',
                    'company-application-approved', 'company-application-declined',
                    'company-role-set', 'company-member-removed', 'company-limits-set',
                    'company-invitation-withdrawn', 'company-details-edited', 'order-refunded',
                    'company-price-list-set', 'return-requested', 'return-accepted',
                    'return-refused', 'return-received'));
