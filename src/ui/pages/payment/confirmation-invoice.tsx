// The invoice of an order just paid, offered on its confirmation. The API numbers the
// invoice when it records the payment, after the page loaded the order: the order is read
// again for that number (an order found already paid has it). Until then, or if that read
// fails, the order's own page (linked beside) has the invoice too.
import { useEffect, useState } from 'react';
import type { Order } from '../../../domain/order';
import type { ApiResult } from '../../../ports/api.port';
import { InvoiceDownload } from '../../components/invoice-download/invoice-download';

export interface InvoiceCalls {
  /** The order as the API has it now, with its invoice number once paid. */
  readonly getOrder: (orderId: string) => ApiResult<Order>;
  readonly download: (orderId: string) => ApiResult<Blob>;
}

export interface ConfirmationInvoiceProps {
  readonly order: Order;
  readonly calls: InvoiceCalls;
}

export function ConfirmationInvoice({ order, calls }: ConfirmationInvoiceProps) {
  const [number, setNumber] = useState(order.invoiceNumber);
  useEffect(() => {
    if (number !== undefined) return;
    let current = true;
    void calls.getOrder(order._id).then((read) => {
      if (current && read.ok) setNumber(read.value.invoiceNumber);
    });
    return () => {
      current = false;
    };
  }, [calls, number, order._id]);
  if (number === undefined) return null;
  return <InvoiceDownload invoiceNumber={number} download={() => calls.download(order._id)} />;
}
