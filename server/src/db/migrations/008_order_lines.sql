-- An order holds one or more lines, one tool each: a cart checks out as one order with one
-- payment. The orders' tool_* columns stay as the spec's summary of the order (first tool,
-- every tool's name, the quantities' sum, the total); existing orders get their one line.
CREATE TABLE order_lines (
  order_id   uuid NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
  position   smallint NOT NULL CHECK (position >= 0),
  -- No foreign key to tools, as on orders: a deleted tool leaves its lines readable.
  tool_id    uuid NOT NULL,
  tool_name  text NOT NULL,
  tool_img   text NOT NULL,
  qty        integer NOT NULL CHECK (qty >= 1),
  unit_price integer NOT NULL CHECK (unit_price >= 0),
  total      integer NOT NULL CHECK (total = unit_price * qty),
  PRIMARY KEY (order_id, position),
  -- Restocking adds each line's quantity to its tool once.
  UNIQUE (order_id, tool_id)
);
CREATE INDEX order_lines_tool_idx ON order_lines (tool_id);

INSERT INTO order_lines (order_id, position, tool_id, tool_name, tool_img, qty, unit_price, total)
SELECT id, 0, tool_id, tool_name, tool_img, tool_qty, tool_price / tool_qty, tool_price
FROM orders;
