-- Contract prices (issue 25): one price list per company, replaced whole when a store admin
-- saves it. Its rows (per tool a fixed price or a percentage off, with tiers) are checked by
-- the domain (contract-price-check.ts) and kept as one JSON array, read and written whole.
CREATE TABLE company_price_lists (
  company_id  uuid PRIMARY KEY REFERENCES companies (id) ON DELETE CASCADE,
  valid_from  date NOT NULL,
  valid_until date NOT NULL CHECK (valid_until >= valid_from),
  prices      jsonb NOT NULL CHECK (jsonb_typeof(prices) = 'array' AND jsonb_array_length(prices) <= 500),
  updated_at  timestamptz NOT NULL DEFAULT now(),
  updated_by  text NOT NULL
);
