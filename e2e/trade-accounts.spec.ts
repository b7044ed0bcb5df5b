// Trade accounts end to end (issue 25), on the seed's demo company, Acme Painting
// Contractors: its buyer Bailey sees the contract price (10 % off) on a tool's page and in
// the cart; an order above Bailey's $500 limit waits for approval and cannot be paid; Morgan,
// the company admin, approves it; Bailey pays, and the order shows the contract unit price.
import { expect, test, type Browser, type Page } from '@playwright/test';
import { BUYER, COMPANY_ADMIN, logIn } from './support/accounts';
import { toolNamed } from './support/api';
import { formatAmount } from '../src/domain/money';

// Nine spray guns at the contract's $85.50 are $769.50: above Bailey's $500 order limit.
const TOOL = 'HVLP Spray Gun';
const QTY = 9;
const REASON = /Contract price for Acme Painting Contractors/;

// Both cases fill Bailey's one cart: one after the other, never side by side.
test.describe.configure({ mode: 'default' });

async function signedIn(browser: Browser, account: typeof BUYER, width: number): Promise<Page> {
  const page = await browser.newPage();
  await logIn(page, account);
  await page.setViewportSize({ width, height: width < 600 ? 812 : 900 });
  return page;
}

async function payWithTestCard(page: Page, total: string): Promise<void> {
  const pay = page.getByRole('button', { name: `Pay ${total}` });
  await expect(pay).toBeEnabled();
  await page.getByLabel('Card number').fill('4242 4242 4242 4242');
  await page.getByLabel('Expiry (MM/YY)').fill('12/34');
  await page.getByLabel('CVC').fill('123');
  await pay.click();
  await expect(page.getByText('Thank you! your payment is completed!')).toBeVisible();
}

for (const width of [375, 1280] as const) {
  test(
    `at ${width} px, a buyer's order above the limit is approved, paid at the contract price`,
    width === 1280 ? { tag: '@cluster' } : {},
    async ({ browser, request }) => {
      const tool = await toolNamed(request, TOOL);
      const unit = formatAmount(Math.round(tool.price * 90) / 100);
      const total = formatAmount((Math.round(tool.price * 90) * QTY) / 100);
      const bailey = await signedIn(browser, BUYER, width);

      // The tool's page: Bailey's price and why.
      await bailey.goto(`/tool/${tool._id}`);
      await expect(bailey.getByText(/^Your price:/)).toContainText(unit);
      await expect(bailey.getByText(/^Your price:/)).toContainText(REASON);
      await bailey.getByLabel('Quantity').fill(String(QTY));
      await bailey.getByRole('button', { name: 'Add to cart' }).click();
      await expect(bailey.getByText('Added to your cart')).toBeVisible();

      // The cart: the same price and reason on the line.
      await bailey.goto('/cart');
      const line = bailey.getByRole('listitem', { name: tool.name });
      await expect(line).toContainText(`${unit} / unit`);
      await expect(line).toContainText(REASON);
      await expect(bailey.getByLabel(`Quantity of ${tool.name}`)).toHaveValue(String(QTY));
      await bailey.getByLabel('Address').fill('18 Brush Lane, Columbus, OH 43004');
      await bailey.getByLabel('Phone').fill('+1 614 555 0142');
      await bailey.getByRole('button', { name: 'Check out' }).click();
      await expect(bailey).toHaveURL(/\/dashboard\/payment\//);
      const orderId = new URL(bailey.url()).pathname.split('/').at(-1) ?? '';
      // Placed, awaiting approval: no Pay button, the reason instead.
      await expect(bailey.getByRole('alert')).toContainText('This order cannot be paid yet');
      await expect(bailey.getByRole('alert')).toContainText('waiting for approval');
      await expect(bailey.getByRole('button', { name: /^Pay / })).toHaveCount(0);
      const summary = bailey.getByRole('region', { name: 'Your order' });
      await expect(summary).toContainText(total);
      const number = /#(\d+)/.exec((await summary.textContent()) ?? '')?.[1];
      if (!number) throw new Error('the payment page does not show the order number');
      await bailey.goto('/dashboard/myOrders');
      // A row on a desktop, a card on a phone.
      const mine = bailey.getByRole(width < 600 ? 'listitem' : 'row');
      await expect(mine.filter({ hasText: `#${number}` })).toContainText('Awaiting approval');

      // Morgan, the company admin, approves it.
      const morgan = await signedIn(browser, COMPANY_ADMIN, width);
      await morgan.goto('/dashboard/approvals');
      await morgan.getByRole('button', { name: `Approve #${number}`, exact: true }).click();
      const dialog = morgan.getByRole('dialog', { name: `Approve order #${number}?` });
      await dialog.getByRole('button', { name: 'Approve the order' }).click();
      await expect(morgan.getByText(`Order #${number} was approved`)).toBeVisible();

      // Bailey pays, and the order shows the contract's unit price.
      await bailey.goto(`/dashboard/payment/${orderId}`);
      await payWithTestCard(bailey, total);
      await bailey.goto(`/dashboard/order/${orderId}`);
      await expect(bailey.locator('dt:text-is("Unit price") + dd')).toHaveText(unit);
    },
  );
}
