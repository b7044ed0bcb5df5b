-- Editing tools (issue 15): a low-stock threshold per tool, the record of each time a tool's
-- stock crosses it, and uploaded images.

-- 0: no alert. A tool is low when a threshold is set and its stock is at or below it.
ALTER TABLE tools ADD COLUMN low_stock_threshold integer NOT NULL DEFAULT 0
  CHECK (low_stock_threshold >= 0 AND low_stock_threshold <= 1000000000);

-- One row per crossing: the tool went from not low to low (an order or an accepted quote
-- taking stock, an admin lowering the stock or raising the threshold). Written by the
-- trigger below, so in the same transaction as the stock change whatever wrote it, and
-- once: the row that is already low does not cross again until it has been above.
-- No foreign key: deleting a tool keeps its history.
CREATE TABLE low_stock_alerts (
  id        uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  tool_id   uuid NOT NULL,
  tool_name text NOT NULL,
  stock     integer NOT NULL,
  threshold integer NOT NULL,
  at        timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX low_stock_alerts_tool_idx ON low_stock_alerts (tool_id, at DESC);

-- The rule of the domain's crossesLowStock (src/domain/tool-edit.ts), in SQL. Rows are
-- locked by every writer of available_qty (orders lock FOR UPDATE), so OLD is the stock as
-- committed: two concurrent orders cannot both see the crossing.
-- The e-mail outbox (another branch) hooks here: insert the admins' message in this same
-- trigger (or an AFTER INSERT trigger on low_stock_alerts), inside the same transaction.
CREATE FUNCTION record_low_stock_crossing() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.low_stock_threshold > 0
     AND NEW.available_qty <= NEW.low_stock_threshold
     AND NOT (OLD.low_stock_threshold > 0 AND OLD.available_qty <= OLD.low_stock_threshold)
  THEN
    INSERT INTO low_stock_alerts (tool_id, tool_name, stock, threshold)
    VALUES (NEW.id, NEW.name, NEW.available_qty, NEW.low_stock_threshold);
  END IF;
  RETURN NULL;
END;
$$;

CREATE TRIGGER tools_low_stock AFTER UPDATE OF available_qty, low_stock_threshold ON tools
  FOR EACH ROW EXECUTE FUNCTION record_low_stock_crossing();

-- Uploaded images, keyed by the SHA-256 of their bytes (hex): the same file uploaded twice
-- is one image, and its address never changes what it shows (served immutable).
CREATE TABLE images (
  id           text PRIMARY KEY CHECK (id ~ '^[0-9a-f]{64}$'),
  content_type text NOT NULL
               CHECK (content_type IN ('image/png', 'image/jpeg', 'image/webp', 'image/svg+xml')),
  bytes        bytea NOT NULL CHECK (octet_length(bytes) BETWEEN 1 AND 2097152),
  created_at   timestamptz NOT NULL DEFAULT now()
);
