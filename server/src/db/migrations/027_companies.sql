-- Trade accounts (issue 25): companies, their members (a person in at most one company),
-- invitations to join one, and customers' applications for one.
CREATE TABLE companies (
  id                 uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  name               text NOT NULL CHECK (length(name) BETWEEN 2 AND 120),
  tax_id             text NOT NULL CHECK (length(tax_id) BETWEEN 4 AND 30),
  billing_address    text NOT NULL CHECK (length(billing_address) BETWEEN 5 AND 200),
  -- A short list kept whole (MAX_COMPANY_ADDRESSES), always written with the company.
  delivery_addresses text[] NOT NULL DEFAULT '{}' CHECK (cardinality(delivery_addresses) <= 20),
  created_at         timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX companies_name_idx ON companies (lower(name));

-- The primary key on the e-mail is the rule "a person belongs to at most one company".
CREATE TABLE company_members (
  user_email text PRIMARY KEY REFERENCES users (email) ON DELETE CASCADE ON UPDATE CASCADE,
  company_id uuid NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
  role       text NOT NULL CHECK (role IN ('company-admin', 'buyer', 'approver')),
  joined_at  timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX company_members_company_idx ON company_members (company_id, joined_at);

CREATE TABLE company_invitations (
  id          uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  company_id  uuid NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
  -- Kept trimmed and in lower case, as the person signs in with it.
  email       text NOT NULL CHECK (email = lower(btrim(email)) AND length(email) BETWEEN 3 AND 254),
  role        text NOT NULL CHECK (role IN ('company-admin', 'buyer', 'approver')),
  invited_by  text NOT NULL,
  status      text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'accepted', 'revoked')),
  created_at  timestamptz NOT NULL DEFAULT now(),
  expires_at  timestamptz NOT NULL
);
-- One waiting invitation per company and e-mail: inviting again renews it.
CREATE UNIQUE INDEX company_invitations_one_pending
  ON company_invitations (company_id, email) WHERE status = 'pending';
CREATE INDEX company_invitations_company_idx ON company_invitations (company_id, created_at DESC);

CREATE TABLE company_applications (
  id                     uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  applicant_email        text NOT NULL REFERENCES users (email) ON DELETE CASCADE ON UPDATE CASCADE,
  company_name           text NOT NULL CHECK (length(company_name) BETWEEN 2 AND 120),
  tax_id                 text NOT NULL CHECK (length(tax_id) BETWEEN 4 AND 30),
  address                text NOT NULL CHECK (length(address) BETWEEN 5 AND 200),
  expected_yearly_volume bigint NOT NULL CHECK (expected_yearly_volume BETWEEN 0 AND 1000000000),
  status                 text NOT NULL DEFAULT 'pending'
                         CHECK (status IN ('pending', 'approved', 'declined')),
  decline_reason         text CHECK (length(decline_reason) <= 500),
  company_id             uuid REFERENCES companies (id) ON DELETE SET NULL,
  created_at             timestamptz NOT NULL DEFAULT now(),
  decided_at             timestamptz,
  CHECK ((status = 'declined') = (decline_reason IS NOT NULL))
);
-- "One pending application per person", held by the database whatever the race.
CREATE UNIQUE INDEX company_applications_one_pending
  ON company_applications (applicant_email) WHERE status = 'pending';
CREATE INDEX company_applications_status_idx ON company_applications (status, created_at DESC);
CREATE INDEX company_applications_applicant_idx ON company_applications (applicant_email, created_at DESC);
