// Backorders with a date against `npm start`'s whole stack: the admin sets an expected
// restock date on a tool with 3 in stock; a customer orders 5; the cart (its line and its
// checkout column) and the payment page say "2 backordered, expected <date>" before paying,
// and the order's page says it after.
import { expect, test } from '@playwright/test';
import { ADMIN, logIn, signUpNewCustomer, storedToken } from './support/accounts';
import { addToolThroughApi } from './support/api';
import { chooseRowAction } from './support/row-menu';

const WIDTHS = [
  { width: 375, tag: [] },
  { width: 1280, tag: ['@hosts'] },
];

/** A day well after today, as the date field takes it and as the pages write it. */
const year = new Date().getUTCFullYear() + 1;
const RESTOCK = { field: `${year}-01-15`, text: `15 Jan ${year}` };
const NOTE = `2 backordered, expected ${RESTOCK.text}`;

for (const { width, tag } of WIDTHS) {
  test(
    `a backordered order says how many wait and until when, before and after paying (${width} px)`,
    { tag },
    async ({ browser, request }) => {
      const viewport = { width, height: 900 };
      const name = `E2E Backordered Roller ${width} ${Date.now().toString(36)}`;

      // A tool of this test's own, 3 in stock, and its expected restock date.
      const admin = await (await browser.newContext()).newPage();
      await logIn(admin, ADMIN);
      const toolId = await addToolThroughApi(request, await storedToken(admin), name);
      await admin.setViewportSize(viewport);
      await admin.goto(`/dashboard/manageProduct?q=${encodeURIComponent(name)}`);
      await chooseRowAction(admin, name, 'Edit');
      await admin.getByLabel(/^Expected restock date/).fill(RESTOCK.field);
      await admin.getByRole('button', { name: 'Save changes' }).click();
      await expect(admin.getByText(`Changes to ${name} saved`)).toBeVisible();

      const customer = await (await browser.newContext()).newPage();
      await signUpNewCustomer(customer, 'Waiting');
      await customer.setViewportSize(viewport);
      await customer.goto(`/tool/${toolId}`);
      await customer.getByLabel(/^Quantity/).fill('5');
      await expect(customer.getByRole('status').filter({ hasText: NOTE })).toBeVisible();
      await customer.getByRole('button', { name: 'Add to cart' }).click();
      await expect(customer.getByText('Added to your cart')).toBeVisible();

      await customer.goto('/cart');
      await expect(customer.getByRole('listitem', { name })).toContainText(NOTE);
      const checkout = customer.getByRole('form', { name: 'Delivery' });
      await expect(checkout.getByRole('list', { name: 'Backordered' })).toContainText(
        `${name}: ${NOTE}`,
      );
      await checkout.getByLabel('Address').fill('18 Brush Lane, Columbus, OH 43004');
      await checkout.getByLabel('Phone').fill('+1 614 555 0142');
      await checkout.getByRole('button', { name: 'Check out' }).click();
      await expect(customer).toHaveURL(/\/dashboard\/payment\//);
      const orderId = customer.url().split('/').pop() ?? '';
      // The order's facts, "Backordered" and the note (the payment page's details repeat it).
      const backordered = customer.getByRole('definition').filter({ hasText: NOTE }).first();
      await expect(customer.getByLabel('Card number')).toBeVisible();
      await expect(backordered).toBeVisible();

      await customer.getByLabel('Card number').fill('4242 4242 4242 4242');
      await customer.getByLabel('Expiry (MM/YY)').fill('12/34');
      await customer.getByLabel('CVC').fill('123');
      await customer.getByRole('button', { name: /^Pay \$/ }).click();
      await expect(customer.getByText('Thank you! your payment is completed!')).toBeVisible();

      await customer.goto(`/dashboard/order/${orderId}`);
      await expect(customer.getByRole('heading', { level: 1 })).toContainText('Order');
      await expect(backordered).toBeVisible();

      // The catalogue as the other specs expect it: this tool, out of stock and newest,
      // would be the first card of /tools for the specs that measure it.
      const removed = await request.delete(`/api/tool/${toolId}`, {
        headers: { authorization: `Bearer ${await storedToken(admin)}` },
      });
      expect(removed.ok()).toBe(true);
    },
  );
}
