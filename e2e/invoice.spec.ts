// A paid order's invoice (issue 15, item 4): a new customer orders and pays, then saves the
// invoice from My Orders and from the order's page, as a PDF named for its number.
import { readFile } from 'node:fs/promises';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { signUpNewCustomer } from './support/accounts';
import { listTools } from './support/api';
import { formatAmount } from '../src/domain/money';

const INVOICE_BUTTON = /^Download invoice (INV-\d{4}-\d{6,})$/;

/** Clicks `button` and answers the file it saved: its suggested name and its first bytes. */
async function saved(page: Page, button: Locator): Promise<{ name: string; head: string }> {
  const [download] = await Promise.all([page.waitForEvent('download'), button.click()]);
  const path = await download.path();
  const bytes = await readFile(path);
  return { name: download.suggestedFilename(), head: bytes.subarray(0, 5).toString('latin1') };
}

test(
  'a customer pays an order, then downloads its invoice from My Orders',
  { tag: '@cluster' },
  async ({ page }) => {
    await signUpNewCustomer(page, 'Ines');
    const tool = (await listTools(page.request)).find((t) => t.availableQty >= t.minQty + 50);
    if (!tool) throw new Error('no tool in stock');
    const total = formatAmount(tool.price * tool.minQty);

    // Order through the tool's page.
    await page.goto(`/tool/${tool._id}`);
    await expect(page.getByRole('heading', { level: 1, name: tool.name })).toBeVisible();
    await page.getByLabel('Address').fill('18 Brush Lane, Columbus, OH 43004');
    await page.getByLabel('Phone').fill('+1 614 555 0142');
    await page.getByLabel('Quantity').fill(String(tool.minQty));
    await page.getByRole('button', { name: 'Place order' }).click();
    await expect(page).toHaveURL('/dashboard/myOrders');

    // An unpaid order has no invoice yet.
    const row = page.getByRole('row').filter({ hasText: tool.name });
    await expect(row.getByRole('link', { name: `Pay for ${tool.name}` })).toBeVisible();
    await expect(row.getByRole('button', { name: INVOICE_BUTTON })).toHaveCount(0);

    // Pay with the succeeding test card.
    await row.getByRole('link', { name: `Pay for ${tool.name}` }).click();
    const pay = page.getByRole('button', { name: `Pay ${total}` });
    await expect(pay).toBeEnabled();
    await page.getByLabel('Card number').fill('4242 4242 4242 4242');
    await page.getByLabel('Expiry (MM/YY)').fill('12/34');
    await page.getByLabel('CVC').fill('123');
    await pay.click();
    await expect(
      page.getByRole('status', { name: 'Thank you! your payment is completed!' }),
    ).toBeVisible();

    // My Orders: the paid order's row offers its invoice, named by its number.
    await page.goto('/dashboard/myOrders');
    const invoice = page
      .getByRole('row')
      .filter({ hasText: tool.name })
      .getByRole('button', { name: INVOICE_BUTTON });
    await expect(invoice).toBeVisible();
    const number = INVOICE_BUTTON.exec((await invoice.getAttribute('aria-label')) ?? '')?.[1];
    if (!number) throw new Error('the button does not name its invoice');

    const fromList = await saved(page, invoice);
    expect(fromList).toEqual({ name: `${number}.pdf`, head: '%PDF-' });
    await expect(
      page.getByRole('status').filter({ hasText: `${number}.pdf is downloaded.` }),
    ).toBeVisible();

    // The order's own page offers the same invoice.
    await page.getByRole('row').filter({ hasText: tool.name }).getByRole('link').first().click();
    await expect(page.getByText(number, { exact: true })).toBeVisible();
    const fromPage = await saved(
      page,
      page.getByRole('button', { name: `Download invoice ${number}` }),
    );
    expect(fromPage).toEqual({ name: `${number}.pdf`, head: '%PDF-' });
  },
);
