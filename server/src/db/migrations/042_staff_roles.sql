-- Staff roles (issue 27, item 5): beside the admin, warehouse, sales and finance; an admin
-- assigns them on the users page, and the audit log records each change.
-- The audit list keeps 040's refund-failed (040 runs before this file).
ALTER TABLE users DROP CONSTRAINT users_role_check;
ALTER TABLE users ADD CONSTRAINT users_role_check
  CHECK (role IN ('admin', 'warehouse', 'sales', 'finance'));

ALTER TABLE audit_log DROP CONSTRAINT audit_log_action_check;
ALTER TABLE audit_log ADD CONSTRAINT audit_log_action_check
  CHECK (action IN ('admin-granted', 'tool-added', 'tool-deleted', 'tool-edited',
                    'tool-tiers-set', 'order-shipped', 'order-cancelled', 'review-hidden',
                    'review-shown', 'quote-priced', 'quote-declined',
                    'company-application-approved', 'company-application-declined',
                    'company-role-set', 'company-member-removed', 'company-limits-set',
                    'company-invitation-withdrawn', 'company-details-edited', 'order-refunded',
                    'company-price-list-set', 'company-terms-set', 'invoice-transfer-recorded',
                    'return-requested', 'return-accepted', 'return-refused', 'return-received',
                    'carrier-added', 'carrier-edited', 'shipment-recorded', 'refund-failed',
                    'role-set'));
