// The steps of a company buyer's order that the trade-account journeys share: buying at the
// contract price from the tool's page and the cart, an approver approving the order that
// waits, and paying with the test card.
import { expect, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { storedToken } from './accounts';
import { API, type Tool } from './api';

/** A new page, signed in by `signIn` (at the desktop size, where the greeting shows). */
export async function pageAt<T>(
  browser: Browser,
  width: number,
  signIn: (page: Page) => Promise<T>,
): Promise<{ page: Page; account: T }> {
  const page = await browser.newPage();
  const account = await signIn(page);
  await page.setViewportSize({ width, height: width < 600 ? 812 : 900 });
  return { page, account };
}

/** A call to the API as the person signed in on `page`; answers the reply's body. */
export async function apiAs<T>(
  request: APIRequestContext,
  page: Page,
  method: 'get' | 'post',
  path: string,
  data?: unknown,
): Promise<T> {
  const token = await storedToken(page);
  const response = await request[method](`${API}${path}`, {
    headers: { Authorization: `Bearer ${token ?? ''}` },
    ...(data === undefined ? {} : { data }),
  });
  expect(response.ok(), `${method} ${path}: ${await response.text()}`).toBe(true);
  return (await response.json()) as T;
}

export interface ContractPurchase {
  readonly tool: Tool;
  readonly qty: number;
  /** The unit price and the total as the store prints them ("$85.50"). */
  readonly unit: string;
  readonly total: string;
  /** The price's reason, as the tool's page and the cart line say it. */
  readonly reason: RegExp;
}

/**
 * The buyer sees their price and why on the tool's page and in the cart, and checks out
 * an order past their limit: it is placed waiting for approval, which its payment page says
 * in place of a Pay button. Answers the order's id and number.
 */
export async function buyAwaitingApproval(
  buyer: Page,
  { tool, qty, unit, total, reason }: ContractPurchase,
): Promise<{ orderId: string; number: string }> {
  await buyer.goto(`/tool/${tool._id}`);
  await expect(buyer.getByText(/^Your price:/)).toContainText(unit);
  await expect(buyer.getByText(/^Your price:/)).toContainText(reason);
  await buyer.getByLabel('Quantity').fill(String(qty));
  await buyer.getByRole('button', { name: 'Add to cart' }).click();
  await expect(buyer.getByText('Added to your cart')).toBeVisible();

  await buyer.goto('/cart');
  const line = buyer.getByRole('listitem', { name: tool.name });
  await expect(line).toContainText(`${unit} / unit`);
  await expect(line).toContainText(reason);
  await expect(buyer.getByLabel(`Quantity of ${tool.name}`)).toHaveValue(String(qty));
  await buyer.getByLabel('Address').fill('18 Brush Lane, Columbus, OH 43004');
  await buyer.getByLabel('Phone').fill('+1 614 555 0142');
  await buyer.getByRole('button', { name: 'Check out' }).click();

  await expect(buyer).toHaveURL(/\/dashboard\/payment\//);
  const orderId = new URL(buyer.url()).pathname.split('/').at(-1) ?? '';
  await expect(buyer.getByRole('alert')).toContainText('This order cannot be paid yet');
  await expect(buyer.getByRole('alert')).toContainText('waiting for approval');
  await expect(buyer.getByRole('button', { name: /^Pay / })).toHaveCount(0);
  const summary = buyer.getByRole('region', { name: 'Your order' });
  await expect(summary).toContainText(total);
  // Not payable yet: no deadline to pay by, the wait instead.
  await expect(summary).toContainText('Waiting for approval');
  await expect(summary).not.toContainText('Pay before');
  const number = /#(\d+)/.exec((await summary.textContent()) ?? '')?.[1];
  if (!number) throw new Error('the payment page does not show the order number');
  return { orderId, number };
}

/** An approver (or company admin) approves order #`number` on the Approvals page. */
export async function approveOrder(approver: Page, number: string): Promise<void> {
  await approver.goto('/dashboard/approvals');
  await approver.getByRole('button', { name: `Approve #${number}`, exact: true }).click();
  const dialog = approver.getByRole('dialog', { name: `Approve order #${number}?` });
  await dialog.getByRole('button', { name: 'Approve the order' }).click();
  await expect(approver.getByText(`Order #${number} was approved`)).toBeVisible();
}

/** Pays the order on its payment page with the succeeding test card. */
export async function payWithTestCard(page: Page, orderId: string, total: string): Promise<void> {
  await page.goto(`/dashboard/payment/${orderId}`);
  const pay = page.getByRole('button', { name: `Pay ${total}` });
  await expect(pay).toBeEnabled();
  await page.getByLabel('Card number').fill('4242 4242 4242 4242');
  await page.getByLabel('Expiry (MM/YY)').fill('12/34');
  await page.getByLabel('CVC').fill('123');
  await pay.click();
  await expect(page.getByText('Thank you! your payment is completed!')).toBeVisible();
}
