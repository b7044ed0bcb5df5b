-- A refund the card gateway refused (issue 26): the order's timeline and the audit log say
-- so, as they say a refund went through. The lists are 038's timeline kinds and 043's audit
-- actions, with the new one at the end of each. 043 runs after this file on a new database
-- and re-creates the audit list, so it names 'refund-failed' too.
ALTER TABLE order_events DROP CONSTRAINT order_events_kind_check;
ALTER TABLE order_events ADD CONSTRAINT order_events_kind_check
  CHECK (kind IN ('created', 'payment-started', 'paid', 'shipped', 'cancelled', 'expired',
                  'deleted', 'approval-requested', 'approved', 'declined', 'refunded',
                  'return-requested', 'return-accepted', 'return-refused',
                  'return-received', 'part-shipped', 'refund-failed'));

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
                    'catalogue-imported', 'refund-failed'));
