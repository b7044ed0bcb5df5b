-- A quote stays accepted only while the order it became exists: when that order is removed
-- unpaid (deleted by its customer, cancelled by an admin, or lapsed), the quote is quoted
-- again, so its sender can accept it anew while its prices hold (an expiry passed since
-- reads as expired). A trigger, so that every path that removes an order keeps this true.
CREATE FUNCTION reopen_quote_of_removed_order() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  UPDATE quotes SET status = 'quoted', order_id = NULL WHERE order_id = OLD.id;
  RETURN NULL;
END;
$$;

CREATE TRIGGER orders_reopen_quote
AFTER DELETE ON orders
FOR EACH ROW EXECUTE FUNCTION reopen_quote_of_removed_order();
