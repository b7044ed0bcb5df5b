// A card refund (issue 26, item 5) at a phone's width and a desktop's: a new customer checks
// out two tools and pays with the test card; the demo admin refunds one unit of one line
// from the order's page; the customer sees the refund on the same page and saves its
// credit note, a PDF named for its CN- number.
import { readFile } from 'node:fs/promises';
import { expect, test, type Browser, type Locator, type Page } from '@playwright/test';
import { ADMIN, logIn, signUpNewCustomer } from './support/accounts';
import { checkOutThroughApi } from './support/shipped-order';
import { formatAmount } from '../src/domain/money';
import type { Order } from '../src/domain/order';

const NAMES = ['Flexible Putty Knife 3"', 'Heavy-Duty Paint Tray'];
const CREDIT_NOTE_BUTTON = /^Download credit note (CN-\d{4}-\d{6,})$/;
const REASON = 'One tray arrived cracked.';
const screenshots = process.env['SCREENSHOTS_DIR'];

/** Saves the page for the review when SCREENSHOTS_DIR is set. */
async function shoot(page: Page, name: string) {
  if (screenshots) await page.screenshot({ path: `${screenshots}/${name}.png`, fullPage: true });
}

/** Clicks `button` and answers the file it saved: its suggested name and its first bytes. */
async function saved(page: Page, button: Locator): Promise<{ name: string; head: string }> {
  const [download] = await Promise.all([page.waitForEvent('download'), button.click()]);
  const bytes = await readFile(await download.path());
  return { name: download.suggestedFilename(), head: bytes.subarray(0, 5).toString('latin1') };
}

/** A browser of its own (each person signs in apart), at a desktop's width for now. */
const newPage = async (browser: Browser): Promise<Page> => (await browser.newContext()).newPage();

/** The sign-in helpers read the greeting in the desktop navbar's row: narrowed after. */
const narrowTo = (page: Page, width: number) =>
  page.setViewportSize({ width, height: width < 600 ? 812 : 900 });

async function payWithTestCard(page: Page, order: Order): Promise<void> {
  await page.goto(`/dashboard/payment/${order._id}`);
  const pay = page.getByRole('button', { name: `Pay ${formatAmount(order.toolPrice)}` });
  await expect(pay).toBeEnabled();
  await page.getByLabel('Card number').fill('4242 4242 4242 4242');
  await page.getByLabel('Expiry (MM/YY)').fill('12/34');
  await page.getByLabel('CVC').fill('123');
  await pay.click();
  await expect(
    page.getByRole('status', { name: 'Thank you! your payment is completed!' }),
  ).toBeVisible();
}

const refundsOf = (page: Page) => page.getByRole('region', { name: 'Refunds' });

for (const width of [375, 1280] as const) {
  // The cluster can change the outcome: the refund is written by one API process and read by
  // another, and the PDF comes through nginx. One width there is enough.
  const tag = width === 1280 ? { tag: '@cluster' } : {};
  test(
    `at ${width} px, an admin refunds one line of a paid card order; its customer saves the credit note`,
    tag,
    async ({ browser }) => {
      const customerPage = await newPage(browser);
      const customer = await signUpNewCustomer(customerPage, 'Rhea');
      await narrowTo(customerPage, width);
      const order = await checkOutThroughApi(customerPage, customer.name, NAMES);
      await payWithTestCard(customerPage, order);
      const [, line] = order.lines;
      if (!line) throw new Error('the order has no second line');
      const refunded = formatAmount(line.unitPrice);

      // The admin refunds one unit of the second line from the order's page.
      const admin = await newPage(browser);
      await logIn(admin, ADMIN);
      await narrowTo(admin, width);
      await admin.goto(`/dashboard/order/${order._id}`);
      const refundButton = admin.getByRole('button', { name: 'Refund', exact: true });
      // A button its own width, as Reorder is, not a bar across the page.
      expect((await refundButton.boundingBox())?.width).toBeLessThan(width / 2);
      await refundButton.click();
      const dialog = admin.getByRole('dialog', { name: `Refund order #${order.number}` });
      await expect(dialog).toBeVisible();
      await dialog.getByLabel(`${line.toolName}: units to refund (of ${line.qty})`).fill('1');
      await dialog.getByLabel('Reason').fill(REASON);
      await shoot(admin, `refund-dialog-${width}`);
      await dialog.getByRole('button', { name: `Refund ${refunded}` }).click();
      await expect(dialog).toBeHidden();
      const adminRefund = refundsOf(admin).getByRole('article', { name: `Refund of ${refunded}` });
      await expect(adminRefund).toContainText('Refunded to the card');
      await shoot(admin, `order-refunded-admin-${width}`);

      // Its customer sees it on the order's page, and saves the credit note.
      await customerPage.goto(`/dashboard/order/${order._id}`);
      const refund = refundsOf(customerPage).getByRole('article', {
        name: `Refund of ${refunded}`,
      });
      await expect(refund).toContainText(`1 × ${line.toolName}`);
      await expect(refund).toContainText(REASON);
      await expect(refund).toContainText('Refunded to the card');
      // A customer has no Refund button.
      await expect(customerPage.getByRole('button', { name: 'Refund', exact: true })).toHaveCount(
        0,
      );

      const button = refund.getByRole('button', { name: CREDIT_NOTE_BUTTON });
      const number = CREDIT_NOTE_BUTTON.exec((await button.getAttribute('aria-label')) ?? '')?.[1];
      if (!number) throw new Error('the button does not name its credit note');
      const shown = refund.getByText(number, { exact: true });
      await expect(shown).toBeVisible();
      // The button stands apart from the facts above it, as the invoice's does.
      const [fact, below] = await Promise.all([shown.boundingBox(), button.boundingBox()]);
      expect((below?.y ?? 0) - ((fact?.y ?? 0) + (fact?.height ?? 0))).toBeGreaterThanOrEqual(12);
      expect(await saved(customerPage, button)).toEqual({ name: `${number}.pdf`, head: '%PDF-' });
      await expect(refund.getByRole('status')).toHaveText(`${number}.pdf is downloaded.`);

      await shoot(customerPage, `order-refunds-${width}`);

      // The page fits the width: nothing sideways to scroll.
      const overflow = await customerPage.evaluate<number>(
        'document.documentElement.scrollWidth - document.documentElement.clientWidth',
      );
      expect(overflow).toBeLessThanOrEqual(0);
    },
  );
}
