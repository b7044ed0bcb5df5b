// A company's account over generated sequences (fast-check) of orders put on account,
// partial bank transfers (each spread over one or several invoices), card payments of several invoices and refunds (credit notes, not
// card refunds): whatever happens, every amount stays whole cents, the open balance is
// exactly the invoices less the credit notes less the payments, and orders on account
// never take the balance past the credit limit.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { balanceOf, openBalanceOf } from '../../domain/account-statement';
import { fromCents } from '../../domain/money';
import type { Order } from '../../domain/order';
import { AccountStoreInMemory } from './account-store.in-memory';
import { createMemoryState, newId } from './memory-state';
import { OrderStoreInMemory } from './order-store.in-memory';
import { RefundStoreInMemory } from './refund-store.in-memory';
import { refundOrder } from '../../application/refunds/refund-order';
import type { Viewer } from '../../application/viewer';

const COMPANY = '7d1f0a52-3c4b-4e8a-9f10-2b3c4d5e6f70';
const LIMIT_CENTS = 100_000;
const NOW = new Date('2026-06-15T12:00:00.000Z');

const ADMIN: Viewer = {
  email: 'admin@paintco.test',
  isAdmin: true,
  adminNeedsVerifiedEmail: false,
};
/** Orders on account are credited, never refunded to a card: the gateway must not be asked. */
const noCards = {
  refundPart: () => Promise.reject(new Error('An order on account was refunded to a card')),
};

const stepArb = fc.oneof(
  fc.record({ kind: fc.constant('order' as const), cents: fc.integer({ min: 1, max: 60_000 }) }),
  fc.record({
    kind: fc.constant('transfer' as const),
    invoices: fc.uniqueArray(fc.nat({ max: 12 }), { minLength: 1, maxLength: 4 }),
    cents: fc.integer({ min: 1, max: 60_000 }),
  }),
  fc.record({
    kind: fc.constant('card' as const),
    invoices: fc.uniqueArray(fc.nat({ max: 12 }), { minLength: 1, maxLength: 4 }),
  }),
  fc.record({
    kind: fc.constant('credit' as const),
    invoice: fc.nat(),
    cents: fc.integer({ min: 1, max: 60_000 }),
  }),
);

function unpaidOrder(number: number, cents: number): Order {
  const _id = newId();
  const line = { toolId: newId(), toolName: 'Roller', toolImg: '', qty: 1 };
  return {
    _id,
    number,
    createdAt: NOW.toISOString(),
    toolId: line.toolId,
    toolName: line.toolName,
    toolQty: 1,
    toolPrice: fromCents(cents),
    toolImg: '',
    lines: [{ ...line, unitPrice: fromCents(cents), total: fromCents(cents) }],
    name: 'Bea Buyer',
    email: 'bea@acme.test',
    address: '1 Trade Way',
    phone: '+1 555 0100',
    paid: false,
    status: 'unpaid',
    expiresAt: new Date(NOW.getTime() + 30 * 60_000).toISOString(),
    companyId: COMPANY,
  };
}

describe('a company account over any sequence of orders, payments and credit notes', () => {
  it('keeps invoices - credit notes - payments = the open balance, within the limit', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(stepArb, { maxLength: 30 }), async (steps) => {
        const state = createMemoryState(
          {
            tools: [],
            reviews: [],
            accounts: [],
            orders: [],
            googleAccount: { email: 'g@acme.test', displayName: 'G' },
          },
          () => NOW,
        );
        const orders = new OrderStoreInMemory(state);
        const accounts = new AccountStoreInMemory(state, orders);
        const refundDeps = { orders, refunds: new RefundStoreInMemory(state), payments: noCards };
        await accounts.setTerms(COMPANY, {
          netDays: 30,
          creditLimitCents: LIMIT_CENTS,
          poRequired: false,
        });
        const ledger = { invoiced: 0, credited: 0, paid: 0 };
        for (const [at, step] of steps.entries()) {
          const invoices = await accounts.invoicesOf(COMPANY);
          const pick = (index: number) => invoices[index % Math.max(1, invoices.length)];
          if (step.kind === 'order') {
            const order = unpaidOrder(1001 + at, step.cents);
            state.orders.set(order._id, order);
            const before = openBalanceOf(invoices);
            const outcome = await accounts.chargeToAccount({
              orderId: order._id,
              companyId: COMPANY,
              actor: order.email,
              now: NOW,
            });
            expect('confirmed' in outcome).toBe(before + step.cents <= LIMIT_CENTS);
            if ('confirmed' in outcome) ledger.invoiced += step.cents;
          } else if (step.kind === 'transfer') {
            const chosen = [
              ...new Set(step.invoices.map((i) => pick(i)).filter((one) => one !== undefined)),
            ];
            if (chosen.length === 0) continue;
            const owed = chosen.reduce((sum, one) => sum + Math.max(0, balanceOf(one)), 0);
            const outcome = await accounts.recordTransfer({
              companyId: COMPANY,
              invoiceNumbers: chosen.map((one) => one.number),
              amountCents: step.cents,
              reference: `BANK-${at}`,
              actor: 'admin@paintco.test',
            });
            // Taken whole when the chosen invoices owe that much together, else refused whole.
            expect('recorded' in outcome).toBe(step.cents <= owed);
            if ('recorded' in outcome) {
              ledger.paid += step.cents;
              // Oldest first: every invoice it paid but the newest is now paid in full.
              const paid = outcome.recorded;
              expect(paid.map((one) => one.issuedAt)).toEqual(
                paid.map((one) => one.issuedAt).sort(),
              );
              for (const one of paid.slice(0, -1)) expect(balanceOf(one)).toBeLessThanOrEqual(0);
            }
          } else if (step.kind === 'card') {
            const chosen = [...new Set(step.invoices.map((i) => pick(i)?.number))].filter(
              (number): number is string => number !== undefined,
            );
            const owed = invoices
              .filter((invoice) => chosen.includes(invoice.number))
              .reduce((sum, one) => sum + one.totalCents - one.paidCents - one.creditedCents, 0);
            const begun = await accounts.beginSettlement({
              companyId: COMPANY,
              invoiceNumbers: chosen,
              amountCents: owed,
              actor: 'ada@acme.test',
            });
            if (!('begun' in begun)) continue;
            const id = begun.begun.settlementId;
            const settled = await accounts.settle(id, `pi_${at}`, 'ada@acme.test');
            expect(await accounts.settle(id, `pi_${at}`, 'ada@acme.test')).toEqual({
              already: chosen,
            });
            if ('settled' in settled) ledger.paid += owed;
          } else {
            const invoice = pick(step.invoice);
            if (!invoice) continue;
            // The admin's refund of an order paid on account: a credit note, through the
            // same use case as a card refund, which never asks the card gateway.
            const refunded = await refundOrder(refundDeps, ADMIN, invoice.orderId, {
              key: crypto.randomUUID(),
              reason: 'Damaged',
              amountCents: step.cents,
            });
            if (refunded.ok) ledger.credited += step.cents;
            else expect(refunded.error.code).toBe('refund-too-large');
          }
          const now = await accounts.invoicesOf(COMPANY);
          const balance = openBalanceOf(now);
          expect(Number.isInteger(balance)).toBe(true);
          expect(balance).toBe(ledger.invoiced - ledger.credited - ledger.paid);
          expect(balance).toBeLessThanOrEqual(LIMIT_CENTS);
          for (const invoice of now)
            expect(invoice.paidCents).toBeLessThanOrEqual(invoice.totalCents);
        }
      }),
      { numRuns: 150 },
    );
  });
});
