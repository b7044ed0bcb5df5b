// Refunds over generated orders and sequences of refund requests (fast-check), some of
// which the gateway declines: whatever is asked, the money given back never passes what
// was paid, every amount is whole cents, the credit notes add up to what went back, and a
// paid order refunded line by line to its last unit gives back exactly what it was paid.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { issueCreditNote } from './credit-note';
import { DEMO_INVOICE_TERMS, issueInvoice } from './invoice';
import { fromCents } from './money';
import type { Order } from './order';
import { paidCentsOf, planRefund, refundableCents, type Refund, type RefundInput } from './refund';
import { paidOrder } from './test-support/paid-order';

const RUNS = { numRuns: 300 };
const KEY = '0b7c3f5e-2a1d-4c8b-9e6f-1a2b3c4d5e6f';

const linesArb = fc.array(
  fc.record({
    qty: fc.integer({ min: 1, max: 20 }),
    unitCents: fc.integer({ min: 1, max: 50_000 }),
  }),
  { minLength: 1, maxLength: 5 },
);

function orderOf(lines: readonly { qty: number; unitCents: number }[]): Order {
  const orderLines = lines.map((line, index) => ({
    toolId: `t${index}`,
    toolName: `Tool ${index}`,
    toolImg: '',
    qty: line.qty,
    unitPrice: fromCents(line.unitCents),
    total: fromCents(line.unitCents * line.qty),
  }));
  const totalCents = lines.reduce((sum, line) => sum + line.unitCents * line.qty, 0);
  return paidOrder({
    _id: 'o',
    number: 1001,
    createdAt: '2026-06-01T00:00:00.000Z',
    toolId: 't0',
    toolName: 'Tool 0',
    toolQty: 1,
    toolPrice: fromCents(totalCents),
    lines: orderLines,
  });
}

/** A refund request and what the gateway does with it. */
const stepArb = fc.record({
  ask: fc.oneof(
    fc.record({ amountCents: fc.integer({ min: 1, max: 500_000 }) }),
    fc.record({
      lines: fc.array(
        fc.record({ line: fc.integer({ min: 0, max: 5 }), qty: fc.integer({ min: 1, max: 20 }) }),
        { minLength: 1, maxLength: 3 },
      ),
    }),
  ),
  outcome: fc.constantFrom('done', 'done', 'failed', 'pending'),
});

describe('refund sequences', () => {
  it('never give back more than was paid, in whole cents, credit notes adding up', () => {
    fc.assert(
      fc.property(linesArb, fc.array(stepArb, { maxLength: 12 }), (lines, steps) => {
        const order = orderOf(lines);
        const invoice = issueInvoice(order, {
          terms: DEMO_INVOICE_TERMS,
          sequence: 1,
          issuedAt: new Date('2026-06-01Z'),
          paymentId: 'pi_1',
        });
        const refunds: Refund[] = [];
        let credited = 0;
        for (const [index, step] of steps.entries()) {
          const input: RefundInput = { key: KEY, reason: 'r', restock: false, ...step.ask };
          const plan = planRefund(order, refunds, input);
          if (!plan.ok) continue;
          const refund: Refund = {
            _id: `r${index}`,
            orderId: order._id,
            orderNumber: order.number,
            status: step.outcome,
            amountCents: plan.value.amountCents,
            reason: 'r',
            restocked: false,
            lines: [...plan.value.lines],
            createdAt: '2026-06-02T00:00:00.000Z',
          };
          refunds.push(refund);
          if (refund.status === 'done') {
            const note = issueCreditNote(refund, invoice, {
              sequence: index + 1,
              issuedAt: new Date('2026-06-02Z'),
              settlement: { kind: 'card-refund', paymentId: 'pi_1', gatewayRefundId: 're_1' },
            });
            expect(note.subtotalCents + note.taxCents).toBe(note.totalCents);
            expect(note.totalCents).toBe(refund.amountCents);
            credited += note.totalCents;
          }
          expect(Number.isSafeInteger(refund.amountCents)).toBe(true);
          expect(refund.amountCents).toBeGreaterThan(0);
        }
        const held = refunds
          .filter((refund) => refund.status !== 'failed')
          .reduce((sum, refund) => sum + refund.amountCents, 0);
        expect(held).toBeLessThanOrEqual(paidCentsOf(order));
        // What the invoice charged, less the credit notes, less what is still pending, is
        // exactly what may still be refunded.
        const pending = held - credited;
        expect(invoice.totalCents - credited - pending).toBe(refundableCents(order, refunds));
      }),
      RUNS,
    );
  });

  it('refunding every unit, one at a time, gives back exactly what was paid', () => {
    fc.assert(
      fc.property(linesArb, (lines) => {
        const order = orderOf(lines);
        const refunds: Refund[] = [];
        order.lines.forEach((line, position) => {
          for (let unit = 0; unit < line.qty; unit += 1) {
            const plan = planRefund(order, refunds, {
              key: KEY,
              reason: 'r',
              restock: true,
              lines: [{ line: position, qty: 1 }],
            });
            if (!plan.ok) throw new Error(JSON.stringify(plan.error));
            refunds.push({
              _id: `r${refunds.length}`,
              orderId: 'o',
              orderNumber: 1001,
              status: 'done',
              amountCents: plan.value.amountCents,
              reason: 'r',
              restocked: true,
              lines: [...plan.value.lines],
              createdAt: '2026-06-02T00:00:00.000Z',
            });
          }
        });
        expect(refundableCents(order, refunds)).toBe(0);
        const given = refunds.reduce((sum, refund) => sum + refund.amountCents, 0);
        expect(given).toBe(paidCentsOf(order));
      }),
      RUNS,
    );
  });
});
