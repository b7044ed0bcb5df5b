// The seed's demo company, Acme Painting Contractors, works as seeded (issue 25, "Seed"): its
// buyer Bailey sees the contract price (10 % off) on a tool's page and in the cart; an order
// above Bailey's $500 limit waits for approval and cannot be paid; Morgan, the company admin,
// approves it; Bailey pays, and the order shows the contract unit price. The whole journey
// from an application, at both widths and on the cluster, is trade-accounts.spec.ts.
import { expect, test, type Browser, type Page } from '@playwright/test';
import { BUYER, COMPANY_ADMIN, logIn } from './support/accounts';
import { toolNamed } from './support/api';
import { approveOrder, buyAwaitingApproval, payWithTestCard } from './support/trade-journey';
import { formatAmount } from '../src/domain/money';

// Nine spray guns at the contract's $85.50 are $769.50: above Bailey's $500 order limit.
const TOOL = 'HVLP Spray Gun';
const QTY = 9;
const REASON = /Contract price for Acme Painting Contractors/;

async function signedIn(browser: Browser, account: typeof BUYER, width: number): Promise<Page> {
  const page = await browser.newPage();
  await logIn(page, account);
  await page.setViewportSize({ width, height: width < 600 ? 812 : 900 });
  return page;
}

test(`at 1280 px, the seeded buyer's order above the limit is approved, paid at the contract price`, async ({
  browser,
  request,
}) => {
  // Two people, signed in one after the other, and a payment: more than one page's 30 s.
  test.setTimeout(90_000);
  const tool = await toolNamed(request, TOOL);
  const unit = formatAmount(Math.round(tool.price * 90) / 100);
  const total = formatAmount((Math.round(tool.price * 90) * QTY) / 100);
  const bailey = await signedIn(browser, BUYER, 1280);
  const purchase = { tool, qty: QTY, unit, total, reason: REASON };
  const { orderId, number } = await buyAwaitingApproval(bailey, purchase);
  await bailey.goto('/dashboard/myOrders');
  await expect(bailey.getByRole('row').filter({ hasText: `#${number}` })).toContainText(
    'Awaiting approval',
  );

  // Morgan, the company admin, approves it; Bailey pays, at the contract's unit price.
  await approveOrder(await signedIn(browser, COMPANY_ADMIN, 1280), number);
  await payWithTestCard(bailey, orderId, total);
  await bailey.goto(`/dashboard/order/${orderId}`);
  await expect(bailey.locator('dt:text-is("Unit price") + dd')).toHaveText(unit);
});
