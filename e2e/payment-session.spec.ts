// A session that ends between the charge and its recording, against `npm start`'s whole
// stack: the API records the payment when the card is charged, so the customer is told the
// order is paid, asked to sign in again, and then finds it paid in My Orders.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { freshEmail, mainNav, submitLogin } from './support/accounts';
import { toolNamed } from './support/api';
import { formatAmount } from '../src/domain/money';

// A tool no other spec orders, so stock counts never meet.
const TOOL_NAME = 'Angled Sash Brush 2"';

/** A new customer of this test alone: no other test's unpaid orders count against them. */
async function signUp(page: Page) {
  const customer = { name: 'Sasha Session', email: freshEmail(), password: 'sasha-pass-1' };
  await page.goto('/signup');
  await page.getByLabel('Name').fill(customer.name);
  await page.getByLabel('Email').fill(customer.email);
  await page.getByLabel('Password').fill(customer.password);
  await page.getByRole('button', { name: 'Sign Up', exact: true }).click();
  await expect(mainNav(page).getByText(`Hi, ${customer.name}`)).toBeVisible();
  return customer;
}

test('a payment whose session ends before it is recorded still leaves the order paid', async ({
  page,
  request,
}) => {
  const tool = await toolNamed(request, TOOL_NAME);
  const total = formatAmount(tool.price * tool.minQty);
  const customer = await signUp(page);

  await page.goto(`/tool/${tool._id}`);
  await page.getByLabel('Address').fill('18 Brush Lane, Columbus, OH 43004');
  await page.getByLabel('Phone').fill('+1 614 555 0142');
  await page.getByRole('button', { name: 'Place order' }).click();
  await expect(page).toHaveURL('/dashboard/myOrders');
  const row = page.getByRole('row').filter({ hasText: tool.name });
  await expect(row).toContainText('Unpaid');
  await expect(row).toContainText(/Pay before .*\(in (30|29) minutes\)/);

  await row.getByRole('link', { name: /^Pay/ }).click();
  await expect(page).toHaveURL(/\/dashboard\/payment\//);
  const pay = page.getByRole('button', { name: `Pay ${total}` });
  await expect(pay).toBeEnabled();
  await page.getByLabel('Card number').fill('4242 4242 4242 4242');
  await page.getByLabel('Expiry (MM/YY)').fill('12/34');
  await page.getByLabel('CVC').fill('123');

  // The session ends: the token the app keeps (local storage, read on every call) is one
  // the API never issued, as after it ran out or was revoked.
  await page.evaluate(`localStorage.setItem('accessToken', 'ended-session-token')`);
  const recorded = page.waitForResponse(
    (response) => response.request().method() === 'PATCH' && /\/order\//.test(response.url()),
  );
  await pay.click();
  expect((await recorded).status()).toBe(401);

  const notice = page.getByRole('alert').filter({ hasText: 'your order is paid' });
  await expect(notice).toContainText('Thank you! your payment is completed!');
  await expect(notice).toContainText('please sign in again');
  const transactionId = (await notice.locator('code').textContent()) ?? '';
  expect(transactionId).toMatch(/^pi_/);
  await expect(page).toHaveURL(/\/dashboard\/payment\//);
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);

  await notice.getByRole('button', { name: 'Sign in again' }).click();
  await expect(page).toHaveURL(/\/login\?redirect=%2Fdashboard%2FmyOrders$/);
  await expect(mainNav(page).getByRole('link', { name: 'Login' })).toBeVisible();
  await submitLogin(page, customer.email, customer.password);

  await expect(page).toHaveURL('/dashboard/myOrders');
  const paidRow = page.getByRole('row').filter({ hasText: tool.name });
  await expect(paidRow).toContainText('Paid, awaiting shipment');
  await expect(paidRow).toContainText(transactionId);
  await expect(paidRow.getByRole('link', { name: /^Pay/ })).toHaveCount(0);
});
