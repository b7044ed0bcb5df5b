-- Catalogue import (issue 27, item 6): an admin's import of a CSV of tools is one entry of
-- the audit log, with the counts of tools it created and changed.
-- The list of actions from 038's, with role-set (042) and refund-failed (040), which run
-- before this file on a new database, and the new one at its end.
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
                    'carrier-added', 'carrier-edited', 'shipment-recorded',
                    'role-set', 'catalogue-imported', 'refund-failed'));
