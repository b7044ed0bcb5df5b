-- A company-wide monthly limit (issue 25, "A monthly limit holds under concurrent orders by
-- two buyers"): what all the members' orders of one calendar month may come to together,
-- in whole cents (NULL: none), set by a company admin. An order past it waits for an
-- approver, as one past a member's own limit does. Also each order line's price reason.
ALTER TABLE companies
  ADD COLUMN monthly_limit_cents bigint CHECK (monthly_limit_cents BETWEEN 1 AND 99999900);

-- Why a line's unit price is not the list price, as the buyer was shown it (a contract price,
-- a quote's agreed one), so the order and its invoice say so too (NULL: the store's price).
ALTER TABLE order_lines ADD COLUMN price_reason text CHECK (length(price_reason) <= 300);

ALTER TABLE order_approvals DROP CONSTRAINT order_approvals_reason_check;
ALTER TABLE order_approvals ADD CONSTRAINT order_approvals_reason_check
  CHECK (reason IN ('order-limit', 'monthly-limit', 'company-monthly-limit'));
