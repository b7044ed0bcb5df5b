-- Company orders (issue 25): an order placed by a company's member is the company's, for
-- good: the company is written on the order when it is placed, so removing the member
-- later keeps their orders with the company.
ALTER TABLE orders ADD COLUMN company_id uuid REFERENCES companies (id) ON DELETE SET NULL;
CREATE INDEX orders_company_idx ON orders (company_id, created_at DESC, id DESC)
  WHERE company_id IS NOT NULL;

-- The audit log also keeps withdrawn invitations and edited company details.
ALTER TABLE audit_log DROP CONSTRAINT audit_log_action_check;
ALTER TABLE audit_log ADD CONSTRAINT audit_log_action_check
  CHECK (action IN ('admin-granted', 'tool-added', 'tool-deleted', 'tool-edited',
                    'tool-tiers-set', 'order-shipped', 'order-cancelled', 'review-hidden',
                    'review-shown', 'quote-priced', 'quote-declined',
                    'company-application-approved', 'company-application-declined',
                    'company-role-set', 'company-member-removed', 'company-limits-set',
                    'company-invitation-withdrawn', 'company-details-edited'));
