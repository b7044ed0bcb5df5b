// A paid order of two lines ($30 of brushes, $10 of a roller) for the refund and return rules' tests.
import type { Order } from '../order';

export const paidOrder = (over: Partial<Order> = {}): Order => ({
  _id: '7b0f3c1e-0d53-4c1a-9a51-5f1d6f0c2a11',
  number: 1042,
  createdAt: '2026-06-01T10:00:00.000Z',
  toolId: 't1',
  toolName: 'Brush',
  toolQty: 3,
  toolPrice: 40,
  toolImg: '',
  lines: [
    { toolId: 't1', toolName: 'Brush', toolImg: '', qty: 3, unitPrice: 10, total: 30 },
    { toolId: 't2', toolName: 'Roller', toolImg: '', qty: 1, unitPrice: 10, total: 10 },
  ],
  name: 'Ada',
  email: 'ada@example.com',
  address: '1 Road',
  phone: '+1 555 0100',
  paid: true,
  transactionId: 'pi_1',
  status: 'paid',
  ...over,
});
