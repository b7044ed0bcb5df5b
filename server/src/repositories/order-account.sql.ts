// What an order confirmed on account says of it (the order's pages, its e-mail): its
// invoice's due date and PO number, read from the invoice as it was issued, which exists
// from the moment the order is confirmed (account_invoices is written just after).
export const accountColumn = `(SELECT json_strip_nulls(json_build_object(
     'dueDate', i.snapshot->'account'->>'dueDate', 'poNumber', i.snapshot->'account'->>'poNumber'))
   FROM invoices i WHERE i.order_id = orders.id AND i.snapshot->'account' IS NOT NULL) AS account`;
