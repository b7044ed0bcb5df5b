-- Net terms, invoices on account and their payments (issue 26, items 1-3). A company with
-- terms may have its orders confirmed on account: the order is settled for shipping, its
-- invoice is issued at once (015_invoices.sql) and owed by its due date. What a company
-- owes is every such invoice's total, less the payments and credit notes against it; the
-- company's terms row is locked while an order is put on account, so two checkouts from
-- any processes are checked against the credit limit one after the other.

CREATE TABLE company_terms (
  company_id         uuid PRIMARY KEY REFERENCES companies (id) ON DELETE CASCADE,
  net_days           integer NOT NULL CHECK (net_days IN (15, 30, 60)),
  credit_limit_cents bigint NOT NULL CHECK (credit_limit_cents BETWEEN 0 AND 1000000000),
  po_required        boolean NOT NULL,
  updated_at         timestamptz NOT NULL DEFAULT clock_timestamp()
);

-- An invoice issued to an order confirmed on account: the invoice itself never changes,
-- so what is owed on it is read from its payments and credit notes.
CREATE TABLE account_invoices (
  invoice_number text PRIMARY KEY REFERENCES invoices (number),
  company_id     uuid NOT NULL REFERENCES companies (id),
  order_id       uuid NOT NULL UNIQUE,
  total_cents    bigint NOT NULL CHECK (total_cents >= 0),
  due_on         date NOT NULL,
  po_number      text CHECK (po_number IS NULL OR (length(po_number) BETWEEN 1 AND 50
                             AND po_number !~ '[[:cntrl:]]')),
  issued_at      timestamptz NOT NULL
);
CREATE INDEX account_invoices_company_idx ON account_invoices (company_id, issued_at DESC);
CREATE INDEX account_invoices_due_idx ON account_invoices (due_on);

-- A company admin's card payment of several invoices: the sum is fixed when it is begun,
-- and the card payment's id is written once, when it is recorded.
CREATE TABLE invoice_settlements (
  id              uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  company_id      uuid NOT NULL REFERENCES companies (id),
  invoice_numbers text[] NOT NULL CHECK (cardinality(invoice_numbers) BETWEEN 1 AND 100),
  -- What each invoice owed when the payment began, in the same order: their sum is paid.
  amounts_cents   bigint[] NOT NULL,
  amount_cents    bigint NOT NULL CHECK (amount_cents > 0),
  actor           text NOT NULL,
  created_at      timestamptz NOT NULL DEFAULT clock_timestamp(),
  transaction_id  text UNIQUE,
  settled_at      timestamptz,
  CHECK (cardinality(amounts_cents) = cardinality(invoice_numbers))
);

CREATE TABLE invoice_payments (
  id             uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  invoice_number text NOT NULL REFERENCES account_invoices (invoice_number),
  amount_cents   bigint NOT NULL CHECK (amount_cents > 0),
  method         text NOT NULL CHECK (method IN ('card', 'transfer')),
  -- The card payment's transaction id, or the bank's reference of a transfer.
  reference      text NOT NULL CHECK (reference <> '' AND reference !~ '[[:cntrl:]]'),
  settlement_id  uuid REFERENCES invoice_settlements (id),
  actor          text NOT NULL,
  created_at     timestamptz NOT NULL DEFAULT clock_timestamp(),
  CHECK ((method = 'card') = (settlement_id IS NOT NULL))
);
CREATE INDEX invoice_payments_invoice_idx ON invoice_payments (invoice_number);
-- One card payment pays each of its invoices once, however often it is recorded.
CREATE UNIQUE INDEX invoice_payments_card_once ON invoice_payments (settlement_id, invoice_number)
  WHERE settlement_id IS NOT NULL;

CREATE FUNCTION refuse_invoice_payment_change() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'A payment against invoice % was recorded and can never be changed or deleted',
    OLD.invoice_number USING ERRCODE = 'integrity_constraint_violation';
END;
$$;
CREATE TRIGGER invoice_payments_are_final BEFORE UPDATE OR DELETE ON invoice_payments
  FOR EACH ROW EXECUTE FUNCTION refuse_invoice_payment_change();

-- The audit log also keeps terms granted and bank transfers recorded: the list of 034 and
-- the new ones at its end.
ALTER TABLE audit_log DROP CONSTRAINT audit_log_action_check;
ALTER TABLE audit_log ADD CONSTRAINT audit_log_action_check
  CHECK (action IN ('admin-granted', 'tool-added', 'tool-deleted', 'tool-edited',
                    'tool-tiers-set', 'order-shipped', 'order-cancelled', 'review-hidden',
                    'review-shown', 'quote-priced', 'quote-declined',
                    'company-application-approved', 'company-application-declined',
                    'company-role-set', 'company-member-removed', 'company-limits-set',
                    'company-invitation-withdrawn', 'company-details-edited', 'order-refunded',
                    'company-price-list-set', 'company-terms-set', 'invoice-transfer-recorded'));
