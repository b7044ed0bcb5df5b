// Paying on account end to end (issue 26, "What it must show"): the store's admin grants a
// new company net 30 terms in the Terms dialog; its buyer confirms an order on account with
// a PO number, and the order's page shows the due date and the PO; the admin ships it; the
// company admin pays its invoice together with another one by card on the statement, and
// both read Paid. The company's application, the invitation and the orders' placing go
// through the API: they are not the point here (trade-accounts.spec.ts walks them).
import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { ADMIN, logIn, signUpNewCustomer, storedToken } from './support/accounts';
import { placeOrderThroughApi, toolNamed } from './support/api';
import { shipFromRow } from './support/ship';
import { apiAs, pageAt } from './support/trade-journey';
import { dueDateOf } from '../src/domain/account-terms';
import { formatAmount, fromCents, toCents } from '../src/domain/money';

const TOOL = 'Flexible Putty Knife 3"';

interface NewCompany {
  readonly morgan: Page;
  readonly bailey: Page;
  readonly admin: Page;
  readonly companyName: string;
}

/**
 * Morgan applies and the store's admin approves (through the API); Morgan invites Bailey,
 * who accepts: Bailey buys for the company, Morgan is its company admin.
 */
async function newCompany(
  browser: Browser,
  request: APIRequestContext,
  width: number,
): Promise<NewCompany> {
  const companyName = `Rollworks ${width} ${Date.now().toString(36)}`;
  const [{ page: morgan }, { page: admin }, { page: bailey, account: buyer }] = await Promise.all([
    pageAt(browser, width, (page) => signUpNewCustomer(page, 'Morgan')),
    pageAt(browser, width, (page) => logIn(page, ADMIN)),
    pageAt(browser, width, (page) => signUpNewCustomer(page, 'Bailey')),
  ]);
  const application = await apiAs<{ _id: string }>(
    request,
    morgan,
    'post',
    '/company-applications',
    {
      companyName,
      taxId: '98-7654321',
      address: '7 Ledger Street, Columbus, OH 43004',
      expectedYearlyVolume: 60_000,
    },
  );
  await apiAs(request, admin, 'post', `/company-application/${application._id}/approve`);
  const { company } = await apiAs<{ company: { _id: string } }>(request, morgan, 'get', '/company');
  const invitation = await apiAs<{ _id: string }>(
    request,
    morgan,
    'post',
    `/company/${company._id}/invitations`,
    { email: buyer.email },
  );
  await apiAs(request, bailey, 'post', `/invitation/${invitation._id}/accept`);
  return { morgan, bailey, admin, companyName };
}

/** The store's admin gives the company net 30 up to $5,000 in its Terms dialog. */
async function grantNet30(admin: Page, companyName: string) {
  await admin.goto(`/dashboard/companies?q=${encodeURIComponent(companyName)}`);
  await admin.getByRole('button', { name: `Terms of ${companyName}` }).click();
  const dialog = admin.getByRole('dialog', { name: `Terms of ${companyName}` });
  await expect(dialog.getByText('Owed now on account: $0.00')).toBeVisible();
  await dialog.getByLabel('Payment terms').selectOption({ label: 'Net 30: within 30 days' });
  await dialog.getByLabel('Credit limit').fill('5000');
  await dialog.getByRole('button', { name: 'Save terms' }).click();
  await expect(
    admin.getByText(`${companyName} pays on account: net 30, up to $5,000.00`),
  ).toBeVisible();
}

/** A fact of a page's facts list, by its name ("Due by"). */
const fact = (page: Page, name: string) => page.locator(`dt:text-is("${name}") + dd`);

for (const width of [375, 1280] as const) {
  test(
    `at ${width} px, an order on account with a PO ships, and its invoice is paid by card with another`,
    width === 1280 ? { tag: '@hosts' } : {},
    async ({ browser, request }) => {
      test.setTimeout(90_000);
      const tool = await toolNamed(request, TOOL);
      const { morgan, bailey, admin, companyName } = await newCompany(browser, request, width);
      await grantNet30(admin, companyName);

      // Bailey confirms an order on account with a PO number; its page shows when it is due.
      const poNumber = `PO-${width}-7781`;
      const orderId = await placeOrderThroughApi(
        request,
        await storedToken(bailey),
        tool,
        'Bailey',
      );
      await bailey.goto(`/dashboard/payment/${orderId}`);
      const account = bailey.getByRole('form', { name: 'Pay on account' });
      await account.getByLabel('PO number').fill(poNumber);
      await account.getByRole('button', { name: /^Confirm .* on account$/ }).click();
      await expect(bailey.getByRole('status')).toContainText('Confirmed on account');
      const dueDate = dueDateOf(new Date(), 30);
      await bailey.goto(`/dashboard/order/${orderId}`);
      await expect(fact(bailey, 'Payment')).toHaveText('On account');
      await expect(fact(bailey, 'Due by')).toHaveText(dueDate);
      await expect(fact(bailey, 'PO number')).toHaveText(poNumber);
      const invoice = (await fact(bailey, 'Invoice').textContent()) ?? '';
      expect(invoice).not.toBe('');

      // A second order on account (through the API): the other invoice to pay.
      const otherId = await placeOrderThroughApi(
        request,
        await storedToken(bailey),
        tool,
        'Bailey',
      );
      const other = await apiAs<{ invoiceNumber?: string; toolPrice: number }>(
        request,
        bailey,
        'post',
        `/order/${otherId}/pay-on-account`,
        {},
      );
      const otherInvoice = other.invoiceNumber ?? '';
      expect(otherInvoice).not.toBe('');

      // The store's admin ships the first one from Manage Orders.
      await admin.goto('/dashboard/manageOrders');
      const row = admin.locator(`[data-row-key="${orderId}"]`);
      await shipFromRow(admin, row, { trackingNumber: `ACCT${width}` });

      // Morgan pays both invoices with one card payment on the statement; both read Paid.
      await morgan.goto('/dashboard/statement');
      const invoiceRow = (number: string) => morgan.locator(`[data-row-key="${number}"]`);
      await expect(invoiceRow(invoice)).toContainText(`PO ${poNumber}`);
      await expect(invoiceRow(invoice)).toContainText(dueDate);
      const first = await apiAs<{ toolPrice: number }>(request, bailey, 'get', `/order/${orderId}`);
      const total = formatAmount(fromCents(toCents(first.toolPrice) + toCents(other.toolPrice)));
      for (const number of [invoice, otherInvoice]) {
        await morgan.getByLabel(`Pay invoice ${number}`).check();
      }
      await morgan.getByLabel('Card number').fill('4242 4242 4242 4242');
      await morgan.getByLabel('Expiry (MM/YY)').fill('12/34');
      await morgan.getByLabel('CVC').fill('123');
      const pay = morgan.getByRole('button', { name: /^Pay selected by card/ });
      await expect(pay).toContainText(total);
      await pay.click();
      // Named as the statement lists them: newest first.
      await expect(morgan.getByRole('status').filter({ hasText: /^Paid invoices/ })).toHaveText(
        `Paid invoices ${otherInvoice}, ${invoice}. Thank you!`,
      );
      for (const number of [invoice, otherInvoice]) {
        await expect(invoiceRow(number)).toContainText('Paid');
      }
      await expect(fact(morgan, 'Open balance')).toHaveText('$0.00');
    },
  );
}
