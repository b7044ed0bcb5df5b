// E-mail from an order to the admin's Mailbox, against `npm start`'s whole stack: the
// customer orders and pays; the outbox's worker sends the receipt to the local mail
// catcher within seconds, and the admin's Mailbox lists it as sent, with its text and the
// link to the order, which opens it.
import { expect, test } from '@playwright/test';
import { ADMIN, CUSTOMER, logIn } from './support/accounts';
import { listTools } from './support/api';
import { formatAmount } from '../src/domain/money';

test(
  'a customer orders and pays; the admin sees the receipt e-mail sent to them',
  { tag: '@cluster' },
  async ({ browser, request }) => {
    const tools = await listTools(request);
    const tool = tools[tools.length - 1];
    if (!tool) throw new Error('the demo store has tools');
    // Small and random: other tests take stock too, and this order's row is found by it.
    const quantity = tool.minQty + 1 + Math.floor(Math.random() * 20);
    const total = formatAmount(tool.price * quantity);

    const customer = await (await browser.newContext()).newPage();
    await logIn(customer, CUSTOMER);
    await customer.goto(`/tool/${tool._id}`);
    await customer.getByLabel('Address').fill('18 Brush Lane, Columbus, OH 43004');
    await customer.getByLabel('Phone').fill('+1 614 555 0142');
    await customer.getByLabel('Quantity').fill(String(quantity));
    await customer.getByRole('button', { name: 'Place order' }).click();
    await expect(customer).toHaveURL('/dashboard/myOrders');
    const row = customer
      .getByRole('row')
      .filter({ has: customer.getByRole('cell', { name: tool.name, exact: true }) })
      .filter({ has: customer.getByRole('cell', { name: `${quantity} units`, exact: true }) });
    const number = /#(\d+)/.exec((await row.first().textContent()) ?? '')?.[1];
    expect(number).toBeDefined();

    await row.first().getByRole('link', { name: /^Pay/ }).click();
    await customer.getByLabel('Card number').fill('4242 4242 4242 4242');
    await customer.getByLabel('Expiry (MM/YY)').fill('12/34');
    await customer.getByLabel('CVC').fill('123');
    await customer.getByRole('button', { name: `Pay ${total}` }).click();
    await expect(customer.getByText('Thank you! your payment is completed!')).toBeVisible();
    const paymentId = (await customer.locator('code').first().textContent()) ?? '';
    expect(paymentId).toMatch(/^pi_/);

    const admin = await (await browser.newContext()).newPage();
    await logIn(admin, ADMIN);
    await admin.goto('/dashboard');
    await admin
      .getByRole('navigation', { name: 'Dashboard' })
      .getByRole('link', { name: 'Mailbox' })
      .click();
    await expect(admin.getByRole('heading', { level: 1, name: 'Mailbox' })).toBeVisible();

    const subject = `Receipt for order #${number}`;
    const receipt = admin.getByRole('row').filter({ hasText: subject });
    // Other tests' e-mails may push it past the first page: the Mailbox searches subjects.
    const found = `/dashboard/mailbox?q=${encodeURIComponent(subject)}`;
    // The worker looks at the outbox every second under `npm start`: reload until it has.
    await expect(async () => {
      await admin.goto(found);
      await expect(receipt).toContainText('Sent', { timeout: 1_000 });
    }).toPass({ timeout: 20_000 });
    await expect(receipt).toContainText(CUSTOMER.email);

    await receipt.getByRole('button', { name: `Open “${subject}” to ${CUSTOMER.email}` }).click();
    const dialog = admin.getByRole('dialog', { name: subject });
    // Its headers read as one sentence: who got it, and when.
    await expect(dialog).toHaveAccessibleDescription(new RegExp(`^Sent to ${CUSTOMER.email} on `));
    const text = dialog.getByLabel('Text of the e-mail');
    await expect(text).toContainText(`${tool.name} | ${quantity}`);
    await expect(text).toContainText(`Total |  |  | ${total}`);
    await expect(text).toContainText(`Payment id: ${paymentId}`);
    // It links to the order it is about, on the store's address, and is signed by the store.
    const site = new URL(admin.url()).origin;
    const link = new RegExp(`See order #${number} and its invoice: (${site}/dashboard/order/\\S+)`);
    await expect(text).toContainText(link);
    await expect(text).toContainText('PaintCo\nPaintCo Tools, Inc.');
    const orderUrl = link.exec((await text.textContent()) ?? '')?.[1] ?? '';
    await customer.goto(orderUrl);
    await expect(
      customer.getByRole('heading', { level: 1, name: `Order #${number}` }),
    ).toBeVisible();
  },
);
