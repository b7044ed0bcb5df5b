// What an order confirmed on account says of it (the order's pages, its e-mail): its
// invoice's due date and PO number, read from the invoice as it was issued, which exists
// from the moment the order is confirmed (account_invoices is written just after). Once its
// payments (with any credit notes) cover the invoice, the day of the last payment.
const paidOn = `(SELECT to_char(max(p.created_at) AT TIME ZONE 'UTC', 'YYYY-MM-DD')
     FROM account_invoices a JOIN invoice_payments p ON p.invoice_number = a.invoice_number
     WHERE a.invoice_number = i.number GROUP BY a.total_cents
     HAVING sum(p.amount_cents) + coalesce((SELECT sum(c.total_cents) FROM credit_notes c
                                            WHERE c.invoice_number = i.number), 0)
            >= a.total_cents)`;

export const accountColumn = `(SELECT json_strip_nulls(json_build_object(
     'dueDate', i.snapshot->'account'->>'dueDate', 'poNumber', i.snapshot->'account'->>'poNumber',
     'paidOn', ${paidOn}))
   FROM invoices i WHERE i.order_id = orders.id AND i.snapshot->'account' IS NOT NULL) AS account`;
