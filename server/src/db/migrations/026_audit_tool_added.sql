-- Adding a tool is an admin's action like editing or deleting one: the audit log keeps it.
ALTER TABLE audit_log DROP CONSTRAINT audit_log_action_check;
ALTER TABLE audit_log ADD CONSTRAINT audit_log_action_check
  CHECK (action IN ('admin-granted', 'tool-added', 'tool-deleted', 'tool-edited',
                    'tool-tiers-set', 'order-shipped', 'order-cancelled', 'review-hidden',
                    'review-shown', 'quote-priced', 'quote-declined'));
