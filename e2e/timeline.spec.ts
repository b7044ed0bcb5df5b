// The order timeline and the audit log against `npm start`'s whole stack: a new customer
// places and pays an order, the demo admin ships it; both read who did what on the order's
// page, and the admin finds the shipment in the Audit log.
import { expect, test, type Page } from '@playwright/test';
import { ADMIN, logIn, signUpNewCustomer, storedToken } from './support/accounts';
import { API, placeOrderThroughApi, toolNamed } from './support/api';
import { shipFromRow } from './support/ship';

const timelineOf = (page: Page) =>
  page.getByRole('region', { name: 'Timeline' }).getByRole('listitem');

/** `shipper`: who the reader is told shipped it (a customer is not told the staff's e-mail). */
async function expectTimeline(page: Page, orderId: string, customer: string, shipper: string) {
  await page.goto(`/dashboard/order/${orderId}`);
  await expect(page.getByRole('heading', { level: 2, name: 'Timeline' })).toBeVisible();
  const entries = timelineOf(page);
  await expect(entries.filter({ hasText: `Created by ${customer}` })).toHaveCount(1);
  await expect(entries.filter({ hasText: `Paid by ${customer}` })).toHaveCount(1);
  await expect(entries.filter({ hasText: `Shipped by ${shipper}` })).toHaveCount(1);
  // Oldest first, each with its moment.
  await expect(entries.first()).toContainText('Created by');
  await expect(entries.last()).toContainText('Shipped by');
  await expect(entries.last().locator('time')).toHaveAttribute('datetime', /^\d{4}-\d\d-\d\dT/);
}

test('an order’s timeline shows who created, paid and shipped it; the audit log the shipping', async ({
  browser,
  request,
}) => {
  const customerPage = await (await browser.newContext()).newPage();
  const customer = await signUpNewCustomer(customerPage, 'Tess');
  const tool = await toolNamed(request, 'Flexible Putty Knife 3"');
  const token = await storedToken(customerPage);
  if (!token) throw new Error('The customer has no access token');
  const headers = { Authorization: `Bearer ${token}` };
  const orderId = await placeOrderThroughApi(request, token, tool, customer.name);
  const number = (
    (await (await request.get(`${API}/order/${orderId}`, { headers })).json()) as {
      number: number;
    }
  ).number;

  await customerPage.goto(`/dashboard/payment/${orderId}`);
  const pay = customerPage.getByRole('button', { name: /^Pay \$/ });
  await expect(pay).toBeEnabled();
  await customerPage.getByLabel('Card number').fill('4242 4242 4242 4242');
  await customerPage.getByLabel('Expiry (MM/YY)').fill('12/34');
  await customerPage.getByLabel('CVC').fill('123');
  await pay.click();
  await expect(customerPage.getByText('Thank you! your payment is completed!')).toBeVisible();

  const admin = await (await browser.newContext()).newPage();
  await logIn(admin, ADMIN);
  await admin.goto('/dashboard/manageOrders');
  const row = admin
    .getByRole('table', { name: 'All orders' })
    .getByRole('row')
    .filter({ hasText: customer.email });
  await shipFromRow(admin, row, { trackingNumber: 'JD014600002' });

  await expectTimeline(customerPage, orderId, customer.email, 'PaintCo staff');
  await expectTimeline(admin, orderId, customer.email, ADMIN.email);

  await admin.goto('/dashboard');
  await admin
    .getByRole('navigation', { name: 'Dashboard' })
    .getByRole('link', { name: 'Audit log' })
    .click();
  await expect(admin.getByRole('heading', { level: 1, name: 'Audit log' })).toBeVisible();
  const shipping = admin
    .getByRole('table', { name: 'Who did what, newest first' })
    .getByRole('row')
    .filter({ hasText: `Recorded a shipment of order #${number}` });
  await expect(shipping).toHaveCount(1);
  await expect(shipping).toContainText(ADMIN.email);
});
