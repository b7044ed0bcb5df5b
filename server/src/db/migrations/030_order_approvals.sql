-- Approvals and spending limits (issue 25, item 4). A company admin sets each member's limit
-- per order and per calendar month (whole cents; NULL: none). An order above a limit waits
-- for an approver: its decision is kept here, beside the order and after it (a declined
-- order is removed, its stock goes back, and the buyer still reads why).
ALTER TABLE company_members
  ADD COLUMN order_limit_cents   bigint CHECK (order_limit_cents BETWEEN 1 AND 99999900),
  ADD COLUMN monthly_limit_cents bigint CHECK (monthly_limit_cents BETWEEN 1 AND 99999900);

CREATE TABLE order_approvals (
  -- No foreign key: a declined or lapsed order is deleted, and its decision stays.
  order_id       uuid PRIMARY KEY,
  order_number   bigint NOT NULL,
  company_id     uuid NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
  buyer_email    text NOT NULL,
  buyer_name     text NOT NULL,
  total_cents    bigint NOT NULL CHECK (total_cents > 0),
  -- Which limit the order passed.
  reason         text NOT NULL CHECK (reason IN ('order-limit', 'monthly-limit')),
  limit_cents    bigint NOT NULL,
  status         text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'approved', 'declined')),
  requested_at   timestamptz NOT NULL DEFAULT now(),
  decided_by     text,
  decided_at     timestamptz,
  decline_reason text CHECK (length(decline_reason) BETWEEN 1 AND 500),
  CHECK ((status = 'pending') = (decided_by IS NULL)),
  CHECK ((status = 'declined') = (decline_reason IS NOT NULL))
);
CREATE INDEX order_approvals_company_idx ON order_approvals (company_id, requested_at DESC);
CREATE INDEX order_approvals_buyer_idx ON order_approvals (buyer_email, requested_at DESC);

ALTER TABLE order_events DROP CONSTRAINT order_events_kind_check;
ALTER TABLE order_events ADD CONSTRAINT order_events_kind_check
  CHECK (kind IN ('created', 'payment-started', 'paid', 'shipped', 'cancelled', 'expired',
                  'deleted', 'approval-requested', 'approved', 'declined'));

ALTER TABLE audit_log DROP CONSTRAINT audit_log_action_check;
ALTER TABLE audit_log ADD CONSTRAINT audit_log_action_check
  CHECK (action IN ('admin-granted', 'tool-added', 'tool-deleted', 'tool-edited',
                    'tool-tiers-set', 'order-shipped', 'order-cancelled', 'review-hidden',
                    'review-shown', 'quote-priced', 'quote-declined',
                    'company-application-approved', 'company-application-declined',
                    'company-role-set', 'company-member-removed', 'company-limits-set'));
