// The refunds' calls: an admin refunds a paid order (lines and quantities, or an amount),
// its buyer and the admins read its refunds and download each one's credit note.
import * as v from 'valibot';
import { RefundInputSchema, RefundSchema, type RefundInput } from '../../domain/refund';
import { call, idWithBody } from './call';
import { IdParam } from './queries';

const lookedUp = { id: v.pipe(v.string(), v.description('The order id.')) };

export const refundCalls = {
  refundOrder: call({
    method: 'post',
    path: '/order/:id/refunds',
    access: 'admin',
    staff: ['finance'],
    summary:
      'Refunds a paid order by card, in part or in full, and issues its credit note; the same key again answers the same refund.',
    params: { id: IdParam },
    body: RefundInputSchema,
    reply: RefundSchema,
    status: 201,
    refusals: [
      'invalid',
      'no-such-order',
      'not-paid',
      'refund-too-large',
      'refund-key-reused',
      'refund-declined',
      'refund-unconfirmed',
    ],
    request: idWithBody<RefundInput>(),
  }),
  listRefunds: call({
    method: 'get',
    path: '/order/:id/refunds',
    access: 'signed-in',
    staff: ['finance'],
    summary: "An order's refunds, oldest first: its owner's or an admin's.",
    params: { id: IdParam },
    reply: v.array(RefundSchema),
    refusals: ['no-such-order'],
    request: (orderId: string) => ({ params: { id: orderId } }),
  }),
  downloadCreditNote: call({
    method: 'get',
    path: '/order/:id/refunds/:refundId/credit-note.pdf',
    access: 'signed-in',
    staff: ['finance'],
    summary: "A done refund's credit note, as a PDF.",
    params: {
      ...lookedUp,
      refundId: v.pipe(v.string(), v.description('The refund id.')),
    },
    reply: { file: 'application/pdf' },
    refusals: ['no-such-order', 'no-such-credit-note'],
    request: (orderId: string, refundId: string) => ({
      params: { id: orderId, refundId },
    }),
  }),
};
