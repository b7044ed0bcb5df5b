// One record per order line: accounting sums line totals, and a spreadsheet filters by tool;
// the order's own fields repeat on each of its lines.
import type { Order } from '../../domain/order';
import { orderStatusLabel } from '../../domain/order-status';
import type { CsvCell } from './csv-text';

export const ORDER_EXPORT_HEADER = [
  'Order',
  'Order ID',
  'Placed at (UTC)',
  'Status',
  'Customer',
  'E-mail',
  'Phone',
  'Address',
  'Tool ID',
  'Part number',
  'Tool',
  'Quantity',
  'Unit price (USD)',
  'Line total (USD)',
  'Order total (USD)',
  'Payment ID',
] as const;

export const orderExportRows = (order: Order): CsvCell[][] =>
  order.lines.map((line) => [
    order.number,
    order._id,
    order.createdAt,
    orderStatusLabel(order.status),
    order.name,
    order.email,
    order.phone,
    order.address,
    line.toolId,
    line.partNumber ?? '',
    line.toolName,
    line.qty,
    line.unitPrice,
    line.total,
    order.toolPrice,
    order.transactionId ?? '',
  ]);
