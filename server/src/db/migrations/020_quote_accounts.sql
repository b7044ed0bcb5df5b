-- A quote belongs to an account only when it was sent signed in: anyone may type any
-- e-mail into the quote form, so an anonymous quote belongs to no account (it is answered
-- at its e-mail only) and never shows in that e-mail's My Quotes.
ALTER TABLE quotes ADD COLUMN account_email text;

-- Quotes sent before this could not tell the two apart. Each one whose e-mail has an
-- account stays that account's, so no customer loses a quote (or an accepted quote's order
-- link); quotes for e-mails without an account belong to none.
UPDATE quotes q SET account_email = q.email
WHERE EXISTS (SELECT 1 FROM users u WHERE u.email = q.email);

DROP INDEX quotes_email_idx;
CREATE INDEX quotes_account_idx ON quotes (account_email, created_at DESC)
  WHERE account_email IS NOT NULL;
