// Ordering and paying as the demo customer, against `npm start`'s whole stack. Each test
// orders a different tool, so tests running side by side never share a stock count.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { API, toolNamed, type Tool } from './support/api';
import { formatAmount } from '../src/domain/money';

const CUSTOMER = { email: 'customer@paintco.test', password: 'customer-pass-1' };
// The local gateway's danger red (theme token color.danger, #b42318).
const DANGER_RED = 'rgb(180, 35, 24)';

async function availableQty(request: APIRequestContext, id: string): Promise<number> {
  const response = await request.get(`${API}/tool/${id}`);
  return ((await response.json()) as Tool).availableQty;
}

/** Opens a protected page: the login form comes first and then leads back to it. */
async function openSignedIn(page: Page, path: string) {
  await page.goto(path);
  await expect(page).toHaveURL(/\/login/);
  await page.getByLabel('Email').fill(CUSTOMER.email);
  await page.getByLabel('Password').fill(CUSTOMER.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(path);
}

/**
 * A quantity no other order of the demo customer is likely to have, to find its row again:
 * random within a band of its own (the mailbox, quote, invoice and timeline tests order
 * from the minimum to 50 above it), and well within every demo tool's stock.
 */
const uniqueQuantity = (tool: Tool) => tool.minQty + 61 + Math.floor(Math.random() * 40);

async function placeOrder(page: Page, tool: Tool, quantity: number) {
  await openSignedIn(page, `/tool/${tool._id}`);
  await expect(page.getByRole('heading', { level: 1, name: tool.name })).toBeVisible();
  await page.getByLabel('Address').fill('18 Brush Lane, Columbus, OH 43004');
  await page.getByLabel('Phone').fill('+1 614 555 0142');
  await page.getByLabel('Quantity').fill(String(quantity));
  await expect(page.getByText(formatAmount(tool.price * quantity))).toBeVisible();
  await page.getByRole('button', { name: 'Place order' }).click();
  await expect(page.getByText('Your order has been placed')).toBeVisible();
  await expect(page).toHaveURL('/dashboard/myOrders');
}

function orderRow(page: Page, tool: Tool, quantity: number) {
  return page
    .getByRole('row')
    .filter({ has: page.getByRole('cell', { name: tool.name, exact: true }) })
    .filter({ has: page.getByRole('cell', { name: `${quantity} units`, exact: true }) });
}

async function typeCard(page: Page, number: string) {
  await page.getByLabel('Card number').fill(number);
  await page.getByLabel('Expiry (MM/YY)').fill('12/34');
  await page.getByLabel('CVC').fill('123');
}

test('a quantity below the minimum shows the message and disables Place order', async ({
  page,
  request,
}) => {
  const tool = await toolNamed(request, 'Pro Paint Roller 9"');
  await openSignedIn(page, `/tool/${tool._id}`);

  const quantity = page.getByLabel('Quantity');
  await expect(quantity).toHaveValue(String(tool.minQty));
  await quantity.fill(String(tool.minQty - 1));

  await expect(
    page.getByText(`you need to order atleast ${tool.minQty} ${tool.name}`),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Place order' })).toBeDisabled();
});

test('an unknown tool shows a not-found message', async ({ page }) => {
  await openSignedIn(page, '/tool/00000000-0000-4000-8000-000000000000');
  await expect(page.getByRole('heading', { name: 'Tool not found' })).toBeVisible();
});

test(
  'an order is placed, declined, paid, and then shows paid with no delete',
  { tag: '@cluster' },
  async ({ page, request }) => {
    const tool = await toolNamed(request, 'Flat Wall Brush 4"');
    const quantity = uniqueQuantity(tool);
    const total = formatAmount(tool.price * quantity);
    await placeOrder(page, tool, quantity);

    const row = orderRow(page, tool, quantity);
    await expect(row).toHaveCount(1);
    await expect(row).toContainText(total);
    await expect(row).toContainText('Unpaid');
    expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);

    await row.getByRole('link', { name: /^Pay/ }).click();
    await expect(page).toHaveURL(/\/dashboard\/payment\//);
    const pay = page.getByRole('button', { name: `Pay ${total}` });
    await expect(pay).toBeEnabled();

    await typeCard(page, '4000 0000 0000 0002');
    await pay.click();
    const decline = page.getByRole('alert').filter({ hasText: 'Your card was declined.' });
    await expect(decline).toBeVisible();
    await expect(decline).toHaveCSS('color', DANGER_RED);
    expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);

    await typeCard(page, '4242 4242 4242 4242');
    await pay.click();
    await expect(page.getByText('Thank you! your payment is completed!')).toBeVisible();
    const transactionId = (await page.locator('code').first().textContent()) ?? '';
    expect(transactionId).toMatch(/^pi_/);
    // The confirmation replaces the card form.
    await expect(pay).toHaveCount(0);

    await page.getByRole('link', { name: 'Back to My Orders' }).click();
    const paidRow = orderRow(page, tool, quantity);
    await expect(paidRow).toContainText('Paid');
    await expect(paidRow).toContainText(transactionId);
    await expect(paidRow.getByRole('button', { name: /^Delete/ })).toHaveCount(0);
    await expect(paidRow.getByRole('link', { name: /^Pay/ })).toHaveCount(0);
  },
);

test(
  'deleting an unpaid order through the modal gives its quantity back',
  { tag: '@hosts' },
  async ({ page, request }) => {
    const tool = await toolNamed(request, 'Heavy-Duty Paint Tray');
    const quantity = uniqueQuantity(tool);
    const before = await availableQty(request, tool._id);
    await placeOrder(page, tool, quantity);
    expect(await availableQty(request, tool._id)).toBe(before - quantity);

    const row = orderRow(page, tool, quantity);
    await row.getByRole('button', { name: /^Delete/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete this order?' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Delete' }).click();

    await expect(page.getByText(`${tool.name} deleted successfully`)).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(row).toHaveCount(0);
    expect(await availableQty(request, tool._id)).toBe(before);
  },
);

test('the home page loads no payment code', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'script') scripts.push(r.url());
  });
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(scripts.filter((url) => /payment|stripe|card-fields/i.test(url))).toEqual([]);
});
