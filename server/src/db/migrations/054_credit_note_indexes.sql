-- What is owed on an invoice subtracts its credit notes, looked up by invoice number for each
-- invoice of a statement, of the reminder job's run and of an export (one subquery a row);
-- the operations page and the exports take the notes issued since a date. Without these,
-- each of those lookups read every credit note the store ever issued.
CREATE INDEX credit_notes_invoice_idx ON credit_notes (invoice_number);
CREATE INDEX credit_notes_issued_idx ON credit_notes (issued_at);
