-- Each low-stock crossing becomes one e-mail to every admin: a job (queue-low-stock-mails)
-- queues the mails of the crossings not yet queued and marks them, in one transaction.
ALTER TABLE low_stock_alerts ADD COLUMN queued boolean NOT NULL DEFAULT false;
CREATE INDEX low_stock_alerts_unqueued_idx ON low_stock_alerts (at) WHERE NOT queued;
