-- Issue 23: a quoted unit price may have cents ($10.80), as a tier's may, so a quote line's
-- price and total are exact decimals like an order line's (010), read back as float8 (JSON
-- numbers). Whole-dollar prices already stored convert exactly, and total = unit_price × qty
-- still holds of them. The domain's rule decides what a price may be (more than $0, whole
-- cents); the check keeps any other writer above $0 instead of at least $1.
ALTER TABLE quote_lines
  DROP CONSTRAINT quote_lines_unit_price_check,
  ALTER COLUMN unit_price TYPE numeric(12, 2),
  ALTER COLUMN total TYPE numeric(12, 2),
  ADD CONSTRAINT quote_lines_unit_price_check CHECK (unit_price > 0);
