-- Issue 21: before tier prices were checked in whole cents and under the tool's lock, a
-- tool could be stored with a tier that costs $0 (1e-9 rounded), a price in fractions of a
-- cent, a tier no cheaper than the one before it (a price lowered while tiers were set), or
-- a break at or below a raised minimum. The domain's checkTiers refuses each of these now;
-- a tool that holds one loses its tiers and sells at its base price, the one its admin set
-- without any discount, until the tiers are entered again.
UPDATE tools AS t SET price_tiers = '[]'::jsonb
WHERE EXISTS (
  SELECT 1
  FROM (
    SELECT
      (tier.value ->> 'price')::numeric AS price,
      (tier.value ->> 'fromQty')::numeric AS from_qty,
      lag((tier.value ->> 'price')::numeric, 1, t.price::numeric)
        OVER (ORDER BY tier.n) AS price_before,
      lag((tier.value ->> 'fromQty')::numeric, 1, t.min_qty::numeric)
        OVER (ORDER BY tier.n) AS from_before
    FROM jsonb_array_elements(t.price_tiers) WITH ORDINALITY AS tier(value, n)
  ) AS stored
  WHERE stored.price IS NULL OR stored.from_qty IS NULL
     OR stored.price <= 0 OR stored.price <> round(stored.price, 2)
     OR stored.price >= stored.price_before
     OR stored.from_qty <> trunc(stored.from_qty) OR stored.from_qty <= stored.from_before
);
