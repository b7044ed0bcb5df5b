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
