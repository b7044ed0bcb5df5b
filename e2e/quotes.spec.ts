// A quote from request to payment, against `npm start`'s whole stack: the demo customer
// asks for two tools, the demo admin prices them, the customer accepts in one click and pays.
import { expect, test, type Page } from '@playwright/test';
import { ADMIN, CUSTOMER, logIn } from './support/accounts';
import { listTools } from './support/api';
import { formatAmount } from '../src/domain/money';

/**
 * A quantity the tool allows (other tests take stock too, so well under it), random enough
 * that this quote's row can be found again.
 */
const qty = (tool: { minQty: number; availableQty: number }) =>
  Math.min(tool.minQty + Math.floor(Math.random() * 50), Math.floor(tool.availableQty / 4));

const rowOf = (page: Page, tools: string) => page.getByRole('row').filter({ hasText: tools });

test('a customer asks for a quote, the admin prices it, the customer accepts and pays', async ({
  browser,
  request,
}) => {
  const [first, second] = await listTools(request);
  if (!first || !second) throw new Error('the demo store has at least two tools');
  const [q1, q2] = [qty(first), qty(second)];
  const tools = `${first.name} × ${q1}, ${second.name} × ${q2}`;

  const customer = await (await browser.newContext()).newPage();
  await logIn(customer, CUSTOMER);
  await customer.goto('/quote');
  // Signed in: the quote goes out under the account's name and e-mail, shown and not editable.
  await expect(customer.getByRole('textbox', { name: 'Name' })).toHaveValue('Casey Customer');
  await expect(customer.getByRole('textbox', { name: 'Name' })).not.toBeEditable();
  await expect(customer.getByRole('textbox', { name: 'Email' })).toHaveValue(CUSTOMER.email);
  await customer.getByRole('textbox', { name: 'Company (optional)' }).fill('Casey & Co');
  const add = customer.getByRole('button', { name: 'Add a tool' });
  await add.click();
  await add.click();
  await customer.getByLabel('Tool 1').selectOption(first._id);
  await customer.getByLabel('Quantity 1').fill(String(q1));
  await customer.getByLabel('Tool 2').selectOption(second._id);
  await customer.getByLabel('Quantity 2').fill(String(q2));
  await customer.getByRole('textbox', { name: 'Message' }).fill('For the spring job');
  await customer.getByRole('button', { name: 'Send' }).click();
  await expect(
    customer.getByRole('alert').filter({ hasText: "we'll get back to you shortly!" }),
  ).toBeVisible();
  const sent = customer.getByRole('region', { name: 'Your quote request is sent' });
  const reference = (await sent.getByText(/^Q-[0-9A-F]{8}$/).textContent()) ?? '';
  await sent.getByRole('link', { name: 'My Quotes' }).click();
  await expect(customer).toHaveURL(/\/dashboard\/myQuotes$/);
  await expect(rowOf(customer, tools)).toContainText(reference);

  const admin = await (await browser.newContext()).newPage();
  await logIn(admin, ADMIN);
  await admin.goto('/dashboard/manageQuotes');
  const adminRow = rowOf(admin, tools);
  await expect(adminRow).toContainText('New');
  await adminRow.getByRole('button', { name: 'Price' }).click();
  const priceDialog = admin.getByRole('dialog', { name: 'Quote for Casey Customer' });
  await priceDialog.getByLabel(new RegExp(`Unit price of ${first.name}`)).fill('3');
  await priceDialog.getByLabel(new RegExp(`Unit price of ${second.name}`)).fill('2');
  await priceDialog.getByLabel('Expires on').fill('2099-12-31');
  await priceDialog.getByRole('button', { name: 'Send quote' }).click();
  await expect(adminRow).toContainText('Quoted');

  const total = formatAmount(3 * q1 + 2 * q2);
  await customer.goto('/dashboard/myQuotes');
  const myRow = rowOf(customer, tools);
  await expect(myRow).toContainText(total);
  // The demo customer has ordered before: one click accepts, to where that order went.
  await expect(myRow.getByText(/^Delivers to /)).toBeVisible();
  await myRow.getByRole('button', { name: 'Accept and pay' }).click();

  await expect(customer).toHaveURL(/\/dashboard\/payment\//);
  await customer.getByLabel('Card number').fill('4242 4242 4242 4242');
  await customer.getByLabel('Expiry (MM/YY)').fill('12/34');
  await customer.getByLabel('CVC').fill('123');
  await customer.getByRole('button', { name: `Pay ${total}` }).click();
  await expect(customer.getByText('Thank you! your payment is completed!')).toBeVisible();

  await customer.goto('/dashboard/myQuotes');
  await expect(rowOf(customer, tools)).toContainText('Accepted');
});
