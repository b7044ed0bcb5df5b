// A return (issue 26, item 6) at a phone's width and a desktop's: a new customer's order of
// two tools is paid by card and shipped (through the API: not the point here); the customer
// asks to return one unit of one line from the order's page; the demo admin finds it on the
// Returns page, accepts it, marks it received, which refunds it; the customer sees it
// refunded on the order's page.
import { expect, test, type Browser, type Page } from '@playwright/test';
import { ADMIN, logIn, signUpNewCustomer } from './support/accounts';
import { shippedOrderThroughApi } from './support/shipped-order';
import { formatAmount } from '../src/domain/money';

const NAMES = ['Flexible Putty Knife 3"', 'Heavy-Duty Paint Tray'];
const REASON = 'The tray arrived cracked.';

/** A browser of its own (each person signs in apart), at a desktop's width for now. */
const newPage = async (browser: Browser): Promise<Page> => (await browser.newContext()).newPage();

/** The sign-in helpers read the greeting in the desktop navbar's row: narrowed after. */
const narrowTo = (page: Page, width: number) =>
  page.setViewportSize({ width, height: width < 600 ? 812 : 900 });

const returnsOf = (page: Page) => page.getByRole('region', { name: 'Returns' });

// Two people, five pages and a card refund: more than the default 30 s on a busy machine.
test.describe.configure({ timeout: 60_000 });

for (const width of [375, 1280] as const) {
  // On separate hosts the return is asked on one API process, decided and refunded on
  // others (CI's cluster step leaves it to the refunds spec). One width there is enough.
  const tag = width === 1280 ? { tag: '@hosts' } : {};
  test(
    `at ${width} px, a customer's return is accepted, received and refunded`,
    tag,
    async ({ browser }) => {
      const customer = await newPage(browser);
      const account = await signUpNewCustomer(customer, 'Remy');
      const admin = await newPage(browser);
      await logIn(admin, ADMIN);
      const order = await shippedOrderThroughApi(customer, admin, account.name, NAMES);
      await narrowTo(customer, width);
      await narrowTo(admin, width);
      const [, line] = order.lines;
      if (!line) throw new Error('the order has no second line');
      const item = `1 × ${line.toolName}`;

      // The customer asks to return one unit of the second line.
      await customer.goto(`/dashboard/order/${order._id}`);
      await customer.getByRole('button', { name: 'Return items' }).click();
      const dialog = customer.getByRole('dialog', {
        name: `Return items of order #${order.number}`,
      });
      await dialog.getByLabel(`${line.toolName}: units to return (of ${line.qty})`).fill('1');
      await dialog.getByLabel('Reason').fill(REASON);
      await dialog.getByRole('button', { name: 'Ask to return' }).click();
      await expect(dialog).toBeHidden();
      const asked = returnsOf(customer).getByRole('article', { name: `Return of ${item}` });
      await expect(asked).toContainText('Awaiting a decision');

      // The admin finds it among the returns awaiting a decision, and opens its order.
      await admin.goto('/dashboard/returns?status=requested');
      await expect(
        admin.getByRole('heading', { level: 1, name: 'Returns: awaiting a decision' }),
      ).toBeVisible();
      await admin.getByRole('link', { name: `#${order.number}`, exact: true }).click();
      await expect(admin).toHaveURL(new RegExp(`/dashboard/order/${order._id}$`));
      const decided = returnsOf(admin).getByRole('article', { name: `Return of ${item}` });
      await decided.getByRole('button', { name: 'Accept' }).click();
      await expect(decided).toContainText('Accepted, awaiting the parcel');
      await decided.getByRole('button', { name: 'Received: refund' }).click();
      await expect(decided).toContainText('Received and refunded');

      // The customer sees it refunded, and the refund of the unit's price.
      await customer.reload();
      await expect(
        returnsOf(customer).getByRole('article', { name: `Return of ${item}` }),
      ).toContainText('Received and refunded');
      const refund = customer
        .getByRole('region', { name: 'Refunds' })
        .getByRole('article', { name: `Refund of ${formatAmount(line.unitPrice)}` });
      await expect(refund).toContainText(item);
      await expect(refund).toContainText('Refunded to the card');

      // The Returns page has it among the refunded ones.
      await admin.goto('/dashboard/returns?status=refunded');
      await expect(
        admin.getByRole('link', { name: `#${order.number}`, exact: true }),
      ).toBeVisible();
      const overflow = await admin.evaluate<number>(
        'document.documentElement.scrollWidth - document.documentElement.clientWidth',
      );
      expect(overflow).toBeLessThanOrEqual(0);
    },
  );
}
