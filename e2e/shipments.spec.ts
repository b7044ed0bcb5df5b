// Shipments against `npm start`'s whole stack: a customer pays an order of several units;
// the demo admin ships it from Manage Orders in two shipments with tracking numbers; the
// customer's order page lists both, each with a Track link to the carrier's own page.
import { expect, test } from '@playwright/test';
import { ADMIN, logIn, signUpNewCustomer, storedToken } from './support/accounts';
import { placeOrderThroughApi, toolNamed } from './support/api';
import { shipFromRow } from './support/ship';

const WIDTHS = [
  { width: 375, tag: [] },
  { width: 1280, tag: ['@cluster'] },
];

for (const { width, tag } of WIDTHS) {
  test(
    `an order ships in two shipments and its customer tracks both (${width} px)`,
    { tag },
    async ({ browser, request }) => {
      const viewport = { width, height: 900 };
      // Signed up and in at the default width, where the greeting shows in the bar.
      const customerPage = await (await browser.newContext()).newPage();
      const customer = await signUpNewCustomer(customerPage, 'Shipley');
      await customerPage.setViewportSize(viewport);
      const tool = await toolNamed(request, 'Flexible Putty Knife 3"');
      const token = await storedToken(customerPage);
      if (!token) throw new Error('The customer has no access token');
      const orderId = await placeOrderThroughApi(request, token, tool, customer.name);

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
      await admin.setViewportSize(viewport);
      // A table row at 1280 px, a card below 780 px: both carry the order's key.
      const row = admin.locator('[data-row-key]').filter({ hasText: customer.email });
      await admin.goto('/dashboard/manageOrders');
      await shipFromRow(admin, row, { trackingNumber: `FIRST${width}`, units: 1 });
      await expect(admin.getByText('Partly shipped').first()).toBeVisible();

      await admin.goto('/dashboard/manageOrders');
      await expect(row).toContainText('Partly shipped');
      await shipFromRow(admin, row, { trackingNumber: `SECOND${width}` });
      await admin.goto('/dashboard/manageOrders');
      await expect(row).toContainText('Shipped');
      await expect(row.getByRole('link', { name: /^Ship / })).toHaveCount(0);

      await customerPage.goto(`/dashboard/order/${orderId}`);
      const shipments = customerPage.getByRole('region', { name: 'Shipments' });
      for (const [index, number] of [`FIRST${width}`, `SECOND${width}`].entries()) {
        const track = shipments.getByRole('link', {
          name: `Track shipment ${index + 1} with DHL Express`,
        });
        await expect(track).toHaveAttribute('href', new RegExp(`^https://.*${number}$`));
        await expect(track).toHaveAttribute('target', '_blank');
      }
      await expect(customerPage.getByRole('button', { name: 'Ship' })).toHaveCount(0);
    },
  );
}
