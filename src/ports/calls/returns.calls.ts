// The returns' calls: a customer asks to return lines of their shipped order; an admin
// lists the store's returns, accepts or refuses one, and marks it received, which refunds it.
import * as v from 'valibot';
import {
  OrderReturnSchema,
  ReceiveReturnInputSchema,
  RefuseReturnInputSchema,
  RequestReturnInputSchema,
  type ReceiveReturnInput,
  type RequestReturnInput,
  type ReturnStatus,
} from '../../domain/order-return';
import { call, idWithBody } from './call';
import { IdParam } from './queries';

const byReturn = (returnId: string) => ({ params: { id: returnId } });

export const returnCalls = {
  requestReturn: call({
    method: 'post',
    path: '/order/:id/returns',
    access: 'signed-in',
    summary:
      'Asks to return units of a shipped order, within 30 days of shipping: its customer (or an admin).',
    params: { id: IdParam },
    body: RequestReturnInputSchema,
    reply: OrderReturnSchema,
    status: 201,
    refusals: ['invalid', 'no-such-order', 'return-not-shipped', 'return-window-closed'],
    request: idWithBody<RequestReturnInput>(),
  }),
  listOrderReturns: call({
    method: 'get',
    path: '/order/:id/returns',
    access: 'signed-in',
    summary: "An order's returns, oldest first: its owner's or an admin's.",
    params: { id: IdParam },
    reply: v.array(OrderReturnSchema),
    refusals: ['no-such-order'],
    request: (orderId: string) => ({ params: { id: orderId } }),
  }),
  listReturns: call({
    method: 'get',
    path: '/returns',
    access: 'admin',
    summary: "The store's returns, newest first, optionally in one state.",
    query: v.object({
      status: v.optional(
        v.pipe(v.string(), v.description('requested, accepted, refused or refunded.')),
      ),
    }),
    reply: v.array(OrderReturnSchema),
    refusals: ['invalid'],
    request: (status?: ReturnStatus): { query: Record<string, string> } => ({
      query: status === undefined ? {} : { status },
    }),
  }),
  acceptReturn: call({
    method: 'post',
    path: '/returns/:id/accept',
    access: 'admin',
    summary: 'Accepts a requested return; its customer is e-mailed how to send the units back.',
    params: { id: IdParam },
    reply: OrderReturnSchema,
    refusals: ['no-such-return', 'return-decided'],
    request: byReturn,
  }),
  refuseReturn: call({
    method: 'post',
    path: '/returns/:id/refuse',
    access: 'admin',
    summary: 'Refuses a requested return with a reason, which its customer is e-mailed.',
    params: { id: IdParam },
    body: RefuseReturnInputSchema,
    reply: OrderReturnSchema,
    refusals: ['invalid', 'no-such-return', 'return-decided'],
    request: (returnId: string, reason: string) => ({
      params: { id: returnId },
      body: { reason },
    }),
  }),
  receiveReturn: call({
    method: 'post',
    path: '/returns/:id/receive',
    access: 'admin',
    summary:
      "An accepted return's units arrived: refunds them by card (once, whatever the retries), back in stock if so said.",
    params: { id: IdParam },
    body: ReceiveReturnInputSchema,
    reply: OrderReturnSchema,
    refusals: [
      'invalid',
      'no-such-return',
      'return-not-accepted',
      'refund-too-large',
      'refund-declined',
      'refund-unconfirmed',
    ],
    request: idWithBody<ReceiveReturnInput>(),
  }),
};
