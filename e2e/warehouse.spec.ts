// A warehouse user against `npm start`'s whole stack (issue 27): the admin makes a new
// account Warehouse on the users page; that user ships a paid order in two shipments with
// tracking numbers, and is sent home from Manage Product, which its drawer does not offer;
// the customer sees both shipments with their tracking links.
import { expect, test, type Page } from '@playwright/test';
import { ADMIN, logIn, signUpNewCustomer, type CUSTOMER } from './support/accounts';
import { appDrawn } from './support/app-drawn';
import { expectBothTracked, paidOrderOfNewCustomer, shipInTwo } from './support/two-shipments';

const WIDTHS = [
  { width: 375, tag: [] },
  { width: 1280, tag: ['@hosts'] },
];

/** The admin gives `account` the warehouse role with the users page's role choice. */
async function makeWarehouse(admin: Page, account: typeof CUSTOMER) {
  await admin.goto('/dashboard/users');
  await admin
    .getByRole('searchbox', { name: 'Search users by e-mail or name' })
    .fill(account.email);
  const role = admin.getByRole('combobox', { name: `Role of ${account.email}` });
  await role.selectOption('warehouse');
  await admin.getByRole('button', { name: `Save role of ${account.email}` }).click();
  await expect(admin.getByText(`${account.email} is now Warehouse`)).toBeVisible();
}

for (const { width, tag } of WIDTHS) {
  test(
    `a warehouse user ships in two shipments and cannot open Manage Product (${width} px)`,
    { tag },
    async ({ browser, request }) => {
      const viewport = { width, height: 900 };
      const order = await paidOrderOfNewCustomer(browser, request, viewport);

      const signUp = await (await browser.newContext()).newPage();
      const account = await signUpNewCustomer(signUp, 'Wareham');
      const admin = await (await browser.newContext()).newPage();
      await logIn(admin, ADMIN);
      await admin.setViewportSize(viewport);
      await makeWarehouse(admin, account);

      // Signed in afresh, the API says the new role.
      const shipper = await (await browser.newContext()).newPage();
      await logIn(shipper, account);
      await shipper.setViewportSize(viewport);
      await shipInTwo(shipper, order.customer.email, `W${width}`);

      await shipper.goto('/dashboard/manageProduct');
      await expect(shipper).toHaveURL(/\/$/);
      await shipper.goto('/dashboard/manageOrders');
      await appDrawn(shipper);
      if (width < 780) await shipper.getByRole('button', { name: 'Dashboard menu' }).click();
      const drawer = shipper.getByRole('navigation', { name: 'Dashboard' });
      await expect(drawer.getByRole('link', { name: 'Manage Orders' })).toBeVisible();
      await expect(drawer.getByRole('link', { name: 'Manage Product' })).toHaveCount(0);

      await expectBothTracked(order, `W${width}`);
    },
  );
}
