-- Quantity price tiers (issue 14): a tool's breaks above its base price, in the API's own
-- shape, [{"fromQty": 100, "price": 10.8}, …], from the smallest quantity up (the domain's
-- checkTiers decides what is valid). A jsonb column rather than a table: breaks are always
-- read and written whole, with their tool, and the cached catalogue reads them in the same
-- row at no extra cost. The tools_changed trigger (003) announces a change of them too.
ALTER TABLE tools ADD COLUMN price_tiers jsonb NOT NULL DEFAULT '[]'::jsonb
  CHECK (jsonb_typeof(price_tiers) = 'array' AND jsonb_array_length(price_tiers) <= 10);

-- A tier's unit price may have cents ($10.80), so a line's price and total and an order's
-- total do too: exact decimals, read back as float8 (JSON numbers), charged in cents.
ALTER TABLE orders ALTER COLUMN tool_price TYPE numeric(12, 2);
ALTER TABLE order_lines
  ALTER COLUMN unit_price TYPE numeric(12, 2),
  ALTER COLUMN total TYPE numeric(12, 2);
