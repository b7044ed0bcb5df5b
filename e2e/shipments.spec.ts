// Shipments against `npm start`'s whole stack: a customer pays an order of several units;
// the demo admin ships it from Manage Orders in two shipments with tracking numbers; the
// customer's order page lists both, each with a Track link to the carrier's own page.
import { test } from '@playwright/test';
import { ADMIN, logIn } from './support/accounts';
import { expectBothTracked, paidOrderOfNewCustomer, shipInTwo } from './support/two-shipments';

const WIDTHS = [
  { width: 375, tag: [] },
  { width: 1280, tag: ['@hosts'] },
];

for (const { width, tag } of WIDTHS) {
  test(
    `an order ships in two shipments and its customer tracks both (${width} px)`,
    { tag },
    async ({ browser, request }) => {
      const viewport = { width, height: 900 };
      const order = await paidOrderOfNewCustomer(browser, request, viewport);

      const admin = await (await browser.newContext()).newPage();
      await logIn(admin, ADMIN);
      await admin.setViewportSize(viewport);
      await shipInTwo(admin, order.customer.email, String(width));

      await expectBothTracked(order, String(width));
    },
  );
}
