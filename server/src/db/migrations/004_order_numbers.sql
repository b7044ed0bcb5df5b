-- A short number a customer can quote on the phone, next to the uuid the API uses. The
-- identity hands them out under concurrency without gaps mattering (invoices, not orders,
-- need gapless numbers); existing orders are numbered as the column is added.
ALTER TABLE orders ADD COLUMN number integer GENERATED ALWAYS AS IDENTITY (START WITH 1001);
ALTER TABLE orders ADD CONSTRAINT orders_number_key UNIQUE (number);
