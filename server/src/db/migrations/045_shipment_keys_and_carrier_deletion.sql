-- The Idempotency-Key of a shipment recorded with one (POST /order/{id}/shipments): a retry
-- of a request whose answer was lost answers the shipment it recorded instead of recording
-- another. Keys belong to their order; `request` tells a retry from the key used again for
-- another shipment. Written with the shipment itself, so the key exists exactly when it does;
-- the order's row lock puts a retry after its first, and the index is the last word.
ALTER TABLE shipments ADD COLUMN idempotency_key text, ADD COLUMN request text;
ALTER TABLE shipments ADD CONSTRAINT shipments_key_has_request
  CHECK ((idempotency_key IS NULL) = (request IS NULL));
CREATE UNIQUE INDEX shipments_idempotency_key_idx ON shipments (order_id, idempotency_key)
  WHERE idempotency_key IS NOT NULL;

-- Carriers no shipment went with may be deleted (the carriers page): 043's list of actions
-- (with 040's and 042's), and 'carrier-deleted' at its end.
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
                    'carrier-added', 'carrier-edited', 'shipment-recorded',
                    'role-set', 'catalogue-imported', 'refund-failed', 'carrier-deleted'));
