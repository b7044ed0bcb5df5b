// The cart against `npm start`'s whole stack: three tools added from their pages, checked
// out as one order of three lines with one payment, then reordered into the cart.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { mainNav, signUpNewCustomer } from './support/accounts';
import { toolNamed, type Tool } from './support/api';
import { formatAmount } from '../src/domain/money';

const CUSTOMER = { email: 'customer@paintco.test', password: 'customer-pass-1' };
const NAMES = ['Flexible Putty Knife 3"', "Painter's Tape 48 mm", 'Telescopic Extension Pole'];

async function signIn(page: Page, path: string) {
  await page.goto(path);
  await expect(page).toHaveURL(/\/login/);
  await page.getByLabel('Email').fill(CUSTOMER.email);
  await page.getByLabel('Password').fill(CUSTOMER.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(path);
}

/** The server keeps the cart between runs: start from an empty one. */
async function emptyCart(page: Page) {
  await page.goto('/cart');
  const remove = page.getByRole('button', { name: /^Remove / });
  await expect(page.getByText('Your cart is empty.').or(remove.first())).toBeVisible();
  while ((await remove.count()) > 0) {
    const before = await remove.count();
    await remove.first().click();
    await expect(remove).toHaveCount(before - 1);
  }
}

async function addToCart(page: Page, tool: Tool, qty: number) {
  await page.goto(`/tool/${tool._id}`);
  await expect(page.getByRole('heading', { level: 1, name: tool.name })).toBeVisible();
  await page.getByLabel('Quantity').fill(String(qty));
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Added to your cart' })).toBeVisible();
}

test('three tools check out as one order with one payment, then reorder', async ({
  page,
  request,
}) => {
  const tools = await Promise.all(NAMES.map((name) => toolNamed(request, name)));
  await signIn(page, '/dashboard/myOrders');
  await emptyCart(page);
  for (const tool of tools) await addToCart(page, tool, tool.minQty);
  const total = tools.reduce((sum, tool) => sum + tool.price * tool.minQty, 0);
  const amount = formatAmount(total);

  await page.getByRole('link', { name: 'Cart' }).first().click();
  await expect(page).toHaveURL('/cart');
  for (const tool of tools) {
    await expect(page.getByLabel(`Quantity of ${tool.name}`)).toHaveValue(String(tool.minQty));
  }
  await expect(page.getByText(amount, { exact: true })).toBeVisible();
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
  await page.getByLabel('Address').fill('18 Brush Lane, Columbus, OH 43004');
  await page.getByLabel('Phone').fill('+1 614 555 0142');
  await page.getByRole('button', { name: 'Check out' }).click();

  await expect(page).toHaveURL(/\/dashboard\/payment\//);
  const orderId = page.url().split('/').pop() ?? '';
  await page.getByLabel('Card number').fill('4242 4242 4242 4242');
  await page.getByLabel('Expiry (MM/YY)').fill('12/34');
  await page.getByLabel('CVC').fill('123');
  await page.getByRole('button', { name: `Pay ${amount}` }).click();
  await expect(page.getByText('Thank you! your payment is completed!')).toBeVisible();

  await page.goto(`/dashboard/order/${orderId}`);
  await expect(page.getByText('Tools (3)')).toBeVisible();
  for (const tool of tools) await expect(page.getByText(tool.name, { exact: true })).toBeVisible();
  await expect(page.getByText('Paid', { exact: false }).first()).toBeVisible();

  await page.getByRole('button', { name: 'Reorder' }).click();
  const added = page.getByRole('list', { name: 'Added to your cart' });
  await expect(added.getByRole('listitem')).toHaveCount(3);
  await page.getByRole('link', { name: 'Go to your cart' }).click();
  await expect(page).toHaveURL('/cart');
  for (const tool of tools) {
    await expect(page.getByLabel(`Quantity of ${tool.name}`)).toHaveValue(String(tool.minQty));
  }
  await emptyCart(page);
});

test("a visitor's cart starts in the catalogue and joins the account at sign-up", async ({
  page,
  request,
}) => {
  const roller = await toolNamed(request, 'Pro Paint Roller 9"');
  await page.goto('/tools?q=roller');
  await page.getByRole('button', { name: `Add ${roller.name} to cart` }).click();
  await expect(
    page.getByText(`${roller.minQty} × ${roller.name} added to your cart`),
  ).toBeVisible();

  await mainNav(page).getByRole('link', { name: 'Cart, 1 tool' }).click();
  await expect(page).toHaveURL('/cart');
  await expect(page.getByLabel(`Quantity of ${roller.name}`)).toHaveValue(String(roller.minQty));
  await expect(page.getByRole('link', { name: 'Sign in to check out' })).toHaveAttribute(
    'href',
    '/login?redirect=%2Fcart',
  );
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);

  await signUpNewCustomer(page, 'Visitor');
  await page.goto('/cart');
  await expect(page.getByLabel(`Quantity of ${roller.name}`)).toHaveValue(String(roller.minQty));
  await expect(page.getByRole('button', { name: 'Check out' })).toBeVisible();
  await expect(mainNav(page).getByRole('link', { name: 'Cart, 1 tool' })).toBeVisible();
});
