-- Invoices: one per paid order, issued in the transaction that records the payment, and
-- never changed or deleted afterwards. Their numbers are gapless: the counter below is one
-- row, advanced by the issuing transaction itself, so a payment that rolls back takes its
-- number back with it, and concurrent payments queue on that row instead of racing.

CREATE TABLE invoice_counter (
  -- Exactly one row: the key can only be true.
  id boolean PRIMARY KEY DEFAULT true CHECK (id),
  -- The sequence the next invoice gets.
  next bigint NOT NULL CHECK (next > 0)
);
INSERT INTO invoice_counter (id, next) VALUES (true, 1);

CREATE TABLE invoices (
  sequence bigint PRIMARY KEY CHECK (sequence > 0),
  number text NOT NULL UNIQUE,
  -- No foreign key: the invoice is a record of its own, whatever becomes of the order.
  order_id uuid NOT NULL UNIQUE,
  -- Whose it is: the buyer's e-mail at issue (the owner check of GET /order/{id}/invoice.pdf).
  buyer_email text NOT NULL,
  issued_at timestamptz NOT NULL,
  total_cents bigint NOT NULL CHECK (total_cents >= 0),
  -- The whole invoice as issued (src/domain/invoice.ts): what the PDF is drawn from.
  snapshot jsonb NOT NULL
);

CREATE FUNCTION refuse_invoice_change() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'Invoice % was issued and can never be changed or deleted', OLD.number
    USING ERRCODE = 'integrity_constraint_violation';
END;
$$;

CREATE TRIGGER invoices_are_final BEFORE UPDATE OR DELETE ON invoices
  FOR EACH ROW EXECUTE FUNCTION refuse_invoice_change();

-- The counter only ever moves on by one: going back would hand a number out twice.
CREATE FUNCTION refuse_invoice_counter_rewind() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' OR NEW.next <> OLD.next + 1 THEN
    RAISE EXCEPTION 'The invoice counter only moves on by one'
      USING ERRCODE = 'integrity_constraint_violation';
  END IF;
  RETURN NEW;
END;
$$;

CREATE TRIGGER invoice_counter_moves_on BEFORE UPDATE OR DELETE ON invoice_counter
  FOR EACH ROW EXECUTE FUNCTION refuse_invoice_counter_rewind();
