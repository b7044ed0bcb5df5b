-- Shipments with carriers and tracking numbers (issue 27 item 1). An order ships in one or
-- more shipments; it reads 'partly-shipped' until every unit has shipped. A shipment is
-- recorded with the order's row locked, so two admins shipping at once are checked in turn
-- against what is left; shipments are never changed or deleted.

CREATE TABLE carriers (
  id                    uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  name                  text NOT NULL CHECK (name <> ''),
  -- https, with {tracking} once (src/domain/carrier.ts checks the rest).
  tracking_url_template text NOT NULL
    CHECK (tracking_url_template LIKE 'https://%' AND tracking_url_template LIKE '%{tracking}%')
);
CREATE UNIQUE INDEX carriers_name_idx ON carriers (lower(name));

-- The same two as src/seed/demo-carriers.ts, with its ids; admins edit them.
INSERT INTO carriers (id, name, tracking_url_template) VALUES
  ('3f1c2a6e-8b4d-4e21-9a0c-5d7e6f1b2c01', 'DHL Express',
   'https://www.dhl.com/global-en/home/tracking/tracking-express.html?tracking-id={tracking}'),
  ('3f1c2a6e-8b4d-4e21-9a0c-5d7e6f1b2c02', 'UPS', 'https://www.ups.com/track?tracknum={tracking}');

CREATE TABLE shipments (
  id              uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  order_id        uuid NOT NULL REFERENCES orders (id),
  carrier_id      uuid NOT NULL REFERENCES carriers (id),
  tracking_number text NOT NULL CHECK (tracking_number ~ '^[A-Za-z0-9]([A-Za-z0-9 -]{0,62}[A-Za-z0-9])?$'),
  shipped_on      date NOT NULL,
  actor           text NOT NULL CHECK (actor <> ''),
  created_at      timestamptz NOT NULL DEFAULT clock_timestamp()
);
CREATE INDEX shipments_order_idx ON shipments (order_id, created_at, id);

CREATE TABLE shipment_lines (
  shipment_id uuid NOT NULL REFERENCES shipments (id),
  order_id    uuid NOT NULL,
  position    smallint NOT NULL,
  qty         integer NOT NULL CHECK (qty >= 1),
  PRIMARY KEY (shipment_id, position),
  FOREIGN KEY (order_id, position) REFERENCES order_lines (order_id, position)
);
CREATE INDEX shipment_lines_order_idx ON shipment_lines (order_id, position);

CREATE FUNCTION refuse_shipment_change() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'A shipment is recorded once and never changed or deleted'
    USING ERRCODE = 'integrity_constraint_violation';
END;
$$;
CREATE TRIGGER shipments_are_final BEFORE UPDATE OR DELETE ON shipments
  FOR EACH ROW EXECUTE FUNCTION refuse_shipment_change();
CREATE TRIGGER shipment_lines_are_final BEFORE UPDATE OR DELETE ON shipment_lines
  FOR EACH ROW EXECUTE FUNCTION refuse_shipment_change();

ALTER TABLE orders DROP CONSTRAINT orders_status_check;
ALTER TABLE orders ADD CONSTRAINT orders_status_check
  CHECK (status IN ('unpaid', 'paid', 'partly-shipped', 'shipped'));

ALTER TABLE order_events DROP CONSTRAINT order_events_kind_check;
ALTER TABLE order_events ADD CONSTRAINT order_events_kind_check
  CHECK (kind IN ('created', 'payment-started', 'paid', 'shipped', 'cancelled', 'expired',
                  'deleted', 'approval-requested', 'approved', 'declined', 'refunded',
                  'return-requested', 'return-accepted', 'return-refused',
                  'return-received', 'part-shipped'));

-- The list of actions from 034, 035's and 036's, and the new ones at its end.
ALTER TABLE audit_log DROP CONSTRAINT audit_log_action_check;
ALTER TABLE audit_log ADD CONSTRAINT audit_log_action_check
  CHECK (action IN ('admin-granted', 'tool-added', 'tool-deleted', 'tool-edited',
                    'tool-tiers-set', 'order-shipped', 'order-cancelled', 'review-hidden',
                    'review-shown', 'quote-priced', 'quote-declined',
                    'company-application-approved', 'company-application-declined',
                    'company-role-set', 'company-member-removed', 'company-limits-set',
                    'company-invitation-withdrawn', 'company-details-edited', 'order-refunded',
                    'company-price-list-set', 'company-terms-set', 'invoice-transfer-recorded',
                    'return-requested', 'return-accepted', 'return-refused', 'return-received',
                    'carrier-added', 'carrier-edited', 'shipment-recorded'));
