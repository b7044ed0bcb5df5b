// Net terms and statements (issue 26, items 1-3): a store admin grants a company terms; its
// buyer confirms an order on account with a PO number, within the credit limit; the
// statement shows what is owed; the company admin pays two invoices with one card payment;
// a store admin records a bank transfer. Nobody else reads or pays a company's account.
import { beforeEach, describe, expect, it } from 'vitest';
import type { AccountTermsInput } from '../../domain/account-terms';
import type { Order } from '../../domain/order';
import type { Tool } from '../../domain/tool';
import {
  ApiContractKit,
  BILLING,
  expectRefusal,
  TEST_CARD,
  UNKNOWN_ID,
  untyped,
  unwrap,
  type ApiContractSubject,
} from './api-contract-kit';
import { companyOf, withBuyer } from './company-contract-steps';

const NET_30: AccountTermsInput = { netDays: 30, creditLimitCents: 25_000, poRequired: false };

/** YYYY-MM-DD, `days` after today (UTC). */
function dayAfter(days: number): string {
  const now = new Date();
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  return new Date(today + days * 86_400_000).toISOString().slice(0, 10);
}

export function describeApiTermsContract(
  makeSubject: () => ApiContractSubject | Promise<ApiContractSubject>,
): void {
  let kit: ApiContractKit;
  let companyId: string;
  /** $100 an item: each order of one is 10,000 cents. */
  let tool: Tool;

  beforeEach(async () => {
    kit = new ApiContractKit(await makeSubject());
    companyId = await companyOf(kit, 'customer');
    tool = await kit.addTool({ price: 100, availableQty: 50, minQty: 1 });
  });

  async function grant(terms: AccountTermsInput | null = NET_30) {
    await kit.actAs('admin');
    return unwrap(await kit.api.setCompanyTerms(companyId, { terms }), 'Granting terms');
  }

  async function onAccount(who: 'customer' | 'otherCustomer', poNumber?: string) {
    const order = await kit.placeOrder(who, tool._id, 1);
    await kit.actAs(who);
    return unwrap(
      await kit.api.payOnAccount(order._id, poNumber === undefined ? {} : { poNumber }),
      'Putting the order on account',
    );
  }

  async function statement() {
    await kit.actAs('customer');
    return unwrap(await kit.api.getCompanyStatement(companyId), 'Reading the statement');
  }

  describe('terms', () => {
    it('a store admin grants them; the company reads them with its balance; the audit log records it', async () => {
      const summary = await grant();
      expect(summary).toEqual({
        companyId,
        terms: NET_30,
        balanceCents: 0,
        availableCents: 25_000,
      });
      await kit.actAs('customer');
      expect(unwrap(await kit.api.getCompanyTerms(companyId), 'Reading terms')).toEqual(summary);
      await kit.actAs('admin');
      const audit = unwrap(await kit.api.listAuditLog({ page: 1, pageSize: 5, q: '' }), 'Audit');
      expect(audit.items[0]).toMatchObject({ action: 'company-terms-set', subjectId: companyId });
    });

    it('only a store admin sets them, and nobody outside the company reads them', async () => {
      await kit.actAs('customer');
      expectRefusal(await kit.api.setCompanyTerms(companyId, { terms: NET_30 }), 'forbidden');
      await kit.actAs('otherCustomer');
      expectRefusal(await kit.api.getCompanyTerms(companyId), 'not-found');
      await kit.actAs('admin');
      expectRefusal(await kit.api.setCompanyTerms(UNKNOWN_ID, { terms: NET_30 }), 'not-found');
    });

    it.each([
      [{ ...NET_30, creditLimitCents: -1 }, 'The credit limit cannot be negative'],
      [{ ...NET_30, creditLimitCents: 10.5 }, 'The credit limit must be whole cents'],
      [{ ...NET_30, creditLimitCents: '1e3' }, 'The credit limit must be a number of cents'],
      [{ ...NET_30, creditLimitCents: 1e12 }, 'The credit limit can be at most $10,000,000.00'],
      [{ ...NET_30, netDays: 45 }, 'Net terms must be 15, 30 or 60 days'],
    ])('refuses odd terms with a sentence and changes nothing: %j', async (terms, sentence) => {
      await grant();
      await kit.actAs('admin');
      expectRefusal(
        await kit.api.setCompanyTerms(companyId, untyped({ terms })),
        'invalid',
        sentence,
      );
      await kit.actAs('customer');
      expect(unwrap(await kit.api.getCompanyTerms(companyId), 'Terms').terms).toEqual(NET_30);
    });
  });

  describe('paying on account', () => {
    it('confirms the order with its invoice, due in 30 days, with the PO number', async () => {
      await grant();
      const order = await onAccount('customer', ' PO-2026/17 ');
      expect(order).toMatchObject({ status: 'paid', invoiceNumber: expect.any(String) });
      const read = await statement();
      expect(read).toMatchObject({ balanceCents: 10_000, availableCents: 15_000 });
      expect(read.ageing).toEqual({
        currentCents: 10_000,
        days1to30Cents: 0,
        days31to60Cents: 0,
        over60Cents: 0,
      });
      expect(read.invoices).toEqual([
        expect.objectContaining({
          number: order.invoiceNumber,
          orderId: order._id,
          dueDate: dayAfter(30),
          poNumber: 'PO-2026/17',
          totalCents: 10_000,
          balanceCents: 10_000,
          state: 'open',
          daysOverdue: 0,
        }),
      ]);
      const pdf = unwrap(await kit.api.downloadInvoice(order._id), 'Downloading the invoice');
      expect(pdf.type).toBe('application/pdf');
    });

    it('the order says its due date and PO number, and its e-mail is no receipt', async () => {
      await grant();
      const order = await onAccount('customer', 'PO-88');
      const account = { dueDate: dayAfter(30), poNumber: 'PO-88' };
      expect(order.account).toEqual(account);
      await kit.actAs('customer');
      expect(unwrap(await kit.api.getOrder(order._id), 'Reading the order').account).toEqual(
        account,
      );
      const withoutPo = await onAccount('customer');
      expect(withoutPo.account).toEqual({ dueDate: dayAfter(30) });

      await kit.actAs('admin');
      const query = { page: 1, pageSize: 50, q: await kit.email('customer') };
      const mails = unwrap(await kit.api.listMail(query), 'Listing the mailbox').items;
      const mail = mails.find((one) => one.subject.includes(`#${order.number} `));
      expect(mail?.subject).toBe(`Order #${order.number} confirmed on account`);
      expect(mail?.text).toContain(
        `Your order #${order.number} is confirmed on your company's account with PO number PO-88. Its invoice is due by ${dayAfter(30)}:`,
      );
      expect(mail?.text).not.toContain('Payment id');
    });

    it('a card-paid order of the same company says nothing of an account', async () => {
      await grant();
      const order = await kit.placeOrder('customer', tool._id, 1);
      await kit.payOrder('customer', order._id);
      await kit.actAs('customer');
      const read = unwrap(await kit.api.getOrder(order._id), 'Reading the order');
      expect(read).toMatchObject({ status: 'paid' });
      expect(read.account).toBeUndefined();
    });

    it('holds the credit limit: past it, a sentence, and the card still pays the order', async () => {
      await grant();
      await onAccount('customer');
      await onAccount('customer');
      const third = await kit.placeOrder('customer', tool._id, 1);
      await kit.actAs('customer');
      expectRefusal(
        await kit.api.payOnAccount(third._id, {}),
        'invalid',
        "This order is more than your company's remaining credit ($50.00), so it cannot go on account. You can pay it by card instead.",
      );
      expect((await kit.order(third._id)).status).toBe('unpaid');
      await kit.payOrder('customer', third._id);
      expect((await statement()).balanceCents).toBe(20_000);
    });

    it('holds a company past 30 days overdue: a sentence, the card still pays, paying lifts it', async () => {
      await grant();
      const first = await onAccount('customer');
      const invoiceNumber = first.invoiceNumber ?? '';
      // Net 30: on the 30th day overdue the company may still order on account.
      await kit.subject.ageInvoices(60);
      await onAccount('customer');
      await kit.subject.ageInvoices(1);
      const held = await kit.placeOrder('customer', tool._id, 1);
      await kit.actAs('customer');
      expectRefusal(
        await kit.api.payOnAccount(held._id, {}),
        'invalid',
        `Invoice ${invoiceNumber} is more than 30 days overdue, so your company cannot order on account until it is paid. You can pay this order by card.`,
      );
      expect((await kit.order(held._id)).status).toBe('unpaid');
      expect((await statement()).invoices).toContainEqual(
        expect.objectContaining({ number: invoiceNumber, state: 'overdue', daysOverdue: 31 }),
      );
      await kit.payOrder('customer', held._id);
      expect((await kit.order(held._id)).status).toBe('paid');

      await kit.actAs('admin');
      unwrap(
        await kit.api.recordTransfer(companyId, {
          invoiceNumbers: [invoiceNumber],
          amountCents: 10_000,
          reference: 'BANK-LATE',
        }),
        'Paying the overdue invoice',
      );
      expect(await onAccount('customer')).toMatchObject({ status: 'paid' });
    });

    it('asks for a PO number when the company requires one, and refuses a bad one', async () => {
      await grant({ ...NET_30, poRequired: true });
      const order = await kit.placeOrder('customer', tool._id, 1);
      await kit.actAs('customer');
      expectRefusal(
        await kit.api.payOnAccount(order._id, {}),
        'invalid',
        'Your company asks for a PO number on every order on account: type it, then try again.',
      );
      expectRefusal(await kit.api.payOnAccount(order._id, { poNumber: 'PO\u0007 1' }), 'invalid');
      expectRefusal(
        await kit.api.payOnAccount(order._id, { poNumber: 'P'.repeat(500) }),
        'invalid',
        'The PO number must be 50 characters or fewer',
      );
      expectRefusal(await kit.api.payOnAccount(order._id, untyped({ poNumber: 12 })), 'invalid');
      expect((await kit.order(order._id)).status).toBe('unpaid');
      await kit.actAs('customer');
      unwrap(await kit.api.payOnAccount(order._id, { poNumber: 'PO 9' }), 'With a PO number');
    });

    it('is refused to a company without terms, a lone customer, an admin and another buyer', async () => {
      const order = await kit.placeOrder('customer', tool._id, 1);
      await kit.actAs('customer');
      expectRefusal(await kit.api.payOnAccount(order._id, {}), 'invalid');
      await grant();
      await kit.actAs('otherCustomer');
      expectRefusal(await kit.api.payOnAccount(order._id, {}), 'not-found');
      const lone = await kit.placeOrder('otherCustomer', tool._id, 1);
      await kit.actAs('otherCustomer');
      expectRefusal(
        await kit.api.payOnAccount(lone._id, {}),
        'invalid',
        "Only an order placed as a member of a company with payment terms can go on the company's account. You can pay it by card.",
      );
      await kit.actAs('admin');
      expectRefusal(await kit.api.payOnAccount(order._id, {}), 'forbidden');
      expect((await kit.order(order._id)).status).toBe('unpaid');
    });

    it('refuses an order already paid, and an order of another company', async () => {
      await grant();
      const paid = await onAccount('customer');
      await kit.actAs('customer');
      expectRefusal(await kit.api.payOnAccount(paid._id, {}), 'invalid');
      const other = await companyOf(kit, 'otherCustomer', {
        companyName: 'Beta Decorators',
        taxId: '98-7654321',
        address: '2 Trade Way, Columbus, OH 43004',
        expectedYearlyVolume: 10_000,
      });
      await kit.actAs('admin');
      unwrap(await kit.api.setCompanyTerms(other, { terms: NET_30 }), 'Terms for Beta');
      await kit.actAs('otherCustomer');
      expectRefusal(await kit.api.getCompanyStatement(companyId), 'not-found');
      expectRefusal(await kit.api.payOnAccount(paid._id, {}), 'not-found');
    });
  });

  describe('statement and payments', () => {
    it('is the company admins’ and the store admins’, not a buyer’s', async () => {
      await grant();
      await withBuyer(kit, companyId);
      await onAccount('otherCustomer', 'PO-1');
      await kit.actAs('otherCustomer');
      expectRefusal(await kit.api.getCompanyStatement(companyId), 'forbidden');
      await kit.actAs('admin');
      expect(
        unwrap(await kit.api.getCompanyStatement(companyId), 'Admin reads').invoices,
      ).toHaveLength(1);
    });

    it('a company admin pays two invoices with one card payment, once', async () => {
      await grant();
      const first = await onAccount('customer');
      const second = await onAccount('customer');
      const numbers = [first.invoiceNumber ?? '', second.invoiceNumber ?? ''];
      await kit.actAs('customer');
      expectRefusal(
        await kit.api.startInvoicePayment(companyId, {
          invoiceNumbers: numbers,
          amountCents: 19_999,
        }),
        'invalid',
        "The amount must be exactly the sum of the chosen invoices' balances, $200.00. Reload the statement and try again.",
      );
      const started = unwrap(
        await kit.api.startInvoicePayment(companyId, {
          invoiceNumbers: numbers,
          amountCents: 20_000,
        }),
        'Starting the payment',
      );
      const { transactionId } = unwrap(
        await kit.subject.payment.confirmCardPayment({
          clientSecret: started.clientSecret,
          card: TEST_CARD,
          billingDetails: BILLING,
        }),
        'Paying by card',
      );
      const recorded = unwrap(
        await kit.api.recordInvoicePayment(companyId, {
          settlementId: started.settlementId,
          transactionId,
        }),
        'Recording the payment',
      );
      expect(recorded.paidInvoices.sort()).toEqual([...numbers].sort());
      unwrap(
        await kit.api.recordInvoicePayment(companyId, {
          settlementId: started.settlementId,
          transactionId,
        }),
        'Recording it again',
      );
      const read = await statement();
      expect(read.balanceCents).toBe(0);
      expect(read.availableCents).toBe(25_000);
      expect(read.invoices.map((invoice) => invoice.state)).toEqual(['paid', 'paid']);
      expect(read.invoices.map((invoice) => invoice.paidCents)).toEqual([10_000, 10_000]);
      expectRefusal(
        await kit.api.startInvoicePayment(companyId, {
          invoiceNumbers: [numbers[0] ?? ''],
          amountCents: 10_000,
        }),
        'invalid',
      );
    });

    it('refuses invoices of another company and odd amounts', async () => {
      await grant();
      const order = await onAccount('customer');
      await kit.actAs('customer');
      expectRefusal(
        await kit.api.startInvoicePayment(companyId, {
          invoiceNumbers: ['INV-2000-000001'],
          amountCents: 100,
        }),
        'not-found',
        "There is no invoice INV-2000-000001 on this company's account.",
      );
      for (const amountCents of [-1, 0.5, 1e15]) {
        expectRefusal(
          await kit.api.startInvoicePayment(companyId, {
            invoiceNumbers: [order.invoiceNumber ?? ''],
            amountCents,
          }),
          'invalid',
        );
      }
      await kit.actAs('otherCustomer');
      expectRefusal(
        await kit.api.startInvoicePayment(companyId, {
          invoiceNumbers: [order.invoiceNumber ?? ''],
          amountCents: 10_000,
        }),
        'not-found',
      );
      await kit.actAs('admin');
      expectRefusal(
        await kit.api.startInvoicePayment(companyId, {
          invoiceNumbers: [order.invoiceNumber ?? ''],
          amountCents: 10_000,
        }),
        'forbidden',
      );
    });

    it('a refund of an order on account is a credit note against its invoice, not a card refund', async () => {
      await grant();
      const order = await onAccount('customer');
      await kit.actAs('admin');
      const refund = unwrap(
        await kit.api.refundOrder(order._id, {
          key: crypto.randomUUID(),
          reason: 'Two tins dented',
          restock: false,
          amountCents: 2_500,
        }),
        'Refunding on account',
      );
      expect(refund).toMatchObject({ status: 'done', creditNoteNumber: expect.any(String) });
      const read = await statement();
      expect(read).toMatchObject({ balanceCents: 7_500, availableCents: 17_500 });
      expect(read.invoices[0]).toMatchObject({ creditedCents: 2_500, balanceCents: 7_500 });
      await kit.actAs('customer');
      const pdf = unwrap(await kit.api.downloadCreditNote(order._id, refund._id), 'The PDF');
      expect(pdf.type).toBe('application/pdf');

      // The rest credited too: the invoice owes nothing, and nothing more can be refunded.
      await kit.actAs('admin');
      unwrap(
        await kit.api.refundOrder(order._id, {
          key: crypto.randomUUID(),
          reason: 'Order cancelled',
          restock: false,
          amountCents: 7_500,
        }),
        'Refunding the rest',
      );
      expectRefusal(
        await kit.api.refundOrder(order._id, {
          key: crypto.randomUUID(),
          reason: 'Again',
          restock: false,
          amountCents: 1,
        }),
        'invalid',
        'This order has been refunded in full already.',
      );
      expect((await statement()).invoices[0]).toMatchObject({ balanceCents: 0, state: 'paid' });
    });

    it('a store admin records a partial bank transfer; the rest stays open', async () => {
      await grant();
      const order: Order = await onAccount('customer');
      const number = order.invoiceNumber ?? '';
      await kit.actAs('customer');
      expectRefusal(
        await kit.api.recordTransfer(companyId, {
          invoiceNumbers: [number],
          amountCents: 100,
          reference: 'BANK-1',
        }),
        'forbidden',
      );
      await kit.actAs('admin');
      const partial = unwrap(
        await kit.api.recordTransfer(companyId, {
          invoiceNumbers: [number],
          amountCents: 4_000,
          reference: 'BANK-1',
        }),
        'Recording a transfer',
      );
      expect(partial.invoices).toEqual([
        expect.objectContaining({ paidCents: 4_000, balanceCents: 6_000, state: 'open' }),
      ]);
      expectRefusal(
        await kit.api.recordTransfer(companyId, {
          invoiceNumbers: [number],
          amountCents: 6_001,
          reference: 'BANK-2',
        }),
        'invalid',
        'This transfer is more than the invoice still owes ($60.00). Record at most that, and the rest against another invoice.',
      );
      expectRefusal(
        await kit.api.recordTransfer(companyId, {
          invoiceNumbers: [number],
          amountCents: 1,
          reference: 'BANK\n2',
        }),
        'invalid',
        'The bank reference cannot hold control characters',
      );
      expect((await statement()).balanceCents).toBe(6_000);
    });

    it('one transfer pays several invoices oldest first, never more than they owe together', async () => {
      await grant();
      const olderOrder = await onAccount('customer');
      const newerOrder = await onAccount('customer');
      const older = olderOrder.invoiceNumber ?? '';
      const newer = newerOrder.invoiceNumber ?? '';
      await kit.actAs('admin');
      const spread = unwrap(
        await kit.api.recordTransfer(companyId, {
          invoiceNumbers: [newer, older],
          amountCents: 15_000,
          reference: 'BANK-SPREAD',
        }),
        'Recording one transfer against two invoices',
      );
      expect(spread.invoices).toEqual([
        expect.objectContaining({ number: older, paidCents: 10_000, state: 'paid' }),
        expect.objectContaining({ number: newer, paidCents: 5_000, balanceCents: 5_000 }),
      ]);
      expectRefusal(
        await kit.api.recordTransfer(companyId, {
          invoiceNumbers: [older, newer],
          amountCents: 5_001,
          reference: 'BANK-OVER',
        }),
        'invalid',
        'This transfer is more than the 2 chosen invoices still owe together ($50.00). Record at most that, and the rest against other invoices.',
      );
      expectRefusal(
        await kit.api.recordTransfer(companyId, {
          invoiceNumbers: [older, 'INV-1999-000001'],
          amountCents: 1,
          reference: 'BANK-NONE',
        }),
        'not-found',
        "There is no invoice INV-1999-000001 on this company's account.",
      );
      expectRefusal(
        await kit.api.recordTransfer(companyId, {
          invoiceNumbers: [],
          amountCents: 1,
          reference: 'BANK-EMPTY',
        }),
        'invalid',
        'Choose at least one invoice to pay',
      );
      expect((await statement()).balanceCents).toBe(5_000);
      // The order whose invoice is paid says so, and when; the other still owes.
      expect((await kit.order(olderOrder._id)).account).toEqual({
        dueDate: dayAfter(30),
        paidOn: dayAfter(0),
      });
      expect((await kit.order(newerOrder._id)).account).toEqual({ dueDate: dayAfter(30) });
      await kit.actAs('admin');
      const audit = unwrap(await kit.api.listAuditLog({ page: 1, pageSize: 5, q: '' }), 'Audit');
      expect(audit.items[0]).toMatchObject({
        action: 'invoice-transfer-recorded',
        subjectId: companyId,
        subject: expect.stringContaining(`$150.00 BANK-SPREAD to ${older}, ${newer} (`),
      });
    });
  });
}
