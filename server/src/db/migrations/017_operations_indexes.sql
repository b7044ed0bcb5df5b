-- The operations dashboard sums paid orders by the day they were placed, over the last 30
-- days, and counts the paid orders waiting to ship: both read only these rows.
CREATE INDEX orders_sold_created_idx ON orders (created_at) WHERE status <> 'unpaid';
CREATE INDEX orders_to_ship_idx ON orders (status) WHERE status = 'paid';
