-- A card refund the gateway takes on but whose answer comes later (Stripe's `pending`,
-- issue 26): it stays pending, holding its money, and remembers the gateway's refund id, so
-- the retry job never asks for it again and the webhook that settles it finds it. Besides
-- pending → done or failed (033), a refund may now be given its gateway id once while
-- pending; nothing else of it changes.
CREATE OR REPLACE FUNCTION refuse_refund_change() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND OLD.status = 'pending'
     AND (NEW.status IN ('done', 'failed')
          OR (NEW.status = 'pending' AND OLD.gateway_refund_id IS NULL
              AND NEW.gateway_refund_id IS NOT NULL AND NEW.failure IS NULL))
     AND (NEW.id, NEW.key, NEW.order_id, NEW.amount_cents, NEW.reason, NEW.restock, NEW.lines,
          NEW.actor, NEW.created_at)
         IS NOT DISTINCT FROM
         (OLD.id, OLD.key, OLD.order_id, OLD.amount_cents, OLD.reason, OLD.restock, OLD.lines,
          OLD.actor, OLD.created_at)
     AND (OLD.gateway_refund_id IS NULL OR NEW.gateway_refund_id = OLD.gateway_refund_id) THEN
    RETURN NEW;
  END IF;
  RAISE EXCEPTION 'Refund % is %: only a pending refund becomes done or failed', OLD.id, OLD.status
    USING ERRCODE = 'integrity_constraint_violation';
END;
$$;

-- One refund of ours per refund of the gateway's.
CREATE UNIQUE INDEX refunds_gateway_refund_idx ON refunds (gateway_refund_id)
  WHERE gateway_refund_id IS NOT NULL;
