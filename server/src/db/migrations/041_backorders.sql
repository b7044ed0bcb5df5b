-- Backorders with a date (issue 27 item 2). A tool with an expected restock date takes
-- orders beyond its stock: a line records how many of its units still wait for stock and
-- the date its customer was told. Stock that arrives (an admin raises it) goes to paid
-- orders' waiting units first, oldest order first, with the tool's row locked as orders
-- lock it to take stock; shipments refuse units still waiting.
ALTER TABLE tools ADD COLUMN backorder_until date;

ALTER TABLE order_lines
  ADD COLUMN backordered integer NOT NULL DEFAULT 0,
  ADD COLUMN restock_date date,
  ADD CONSTRAINT order_lines_backordered_range CHECK (backordered BETWEEN 0 AND qty),
  ADD CONSTRAINT order_lines_backordered_dated CHECK (backordered = 0 OR restock_date IS NOT NULL);

-- The waiting lines of a tool, in the order they are served.
CREATE INDEX order_lines_waiting_idx ON order_lines (tool_id) WHERE backordered > 0;
