-- Invoice PDFs as first drawn: an invoice never changes, so its file is drawn once and
-- served from here afterwards (drawing one costs tens of milliseconds of the API's CPU).
-- Written once: concurrent first downloads insert with ON CONFLICT DO NOTHING and all
-- answer the row that won; no one may change it afterwards.

CREATE TABLE invoice_pdfs (
  sequence bigint PRIMARY KEY REFERENCES invoices (sequence),
  pdf bytea NOT NULL,
  drawn_at timestamptz NOT NULL DEFAULT now()
);

CREATE FUNCTION refuse_invoice_pdf_change() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'The PDF of invoice % was kept as first drawn and is never changed', OLD.sequence
    USING ERRCODE = 'integrity_constraint_violation';
END;
$$;

CREATE TRIGGER invoice_pdfs_are_final BEFORE UPDATE ON invoice_pdfs
  FOR EACH ROW EXECUTE FUNCTION refuse_invoice_pdf_change();
