// After paying, a confirmation to keep, and the order's own page (issue 13, item 6), at a
// phone's width and a desktop's.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { signUpNewCustomer, storedToken } from './support/accounts';
import { API, listTools, type Tool } from './support/api';
import { formatAmount } from '../src/domain/money';

/** A new customer's order of the smallest quantity of a tool in stock, placed through the API. */
async function placeOrderAsNewCustomer(page: Page): Promise<{ id: string; tool: Tool }> {
  await signUpNewCustomer(page, 'Rory');
  const token = await storedToken(page);
  const tools = await listTools(page.request);
  const tool = tools.find((t) => t.availableQty >= t.minQty + 50);
  if (!tool || !token) throw new Error('no tool in stock, or not signed in');
  const response = await page.request.post(`${API}/order`, {
    headers: { authorization: `Bearer ${token}` },
    data: {
      toolId: tool._id,
      toolQty: tool.minQty,
      name: 'Rory Painter',
      address: '18 Brush Lane, Columbus, OH 43004',
      phone: '+1 614 555 0142',
    },
  });
  expect(response.ok()).toBe(true);
  const { insertedId } = (await response.json()) as { insertedId: string };
  return { id: insertedId, tool };
}

for (const width of [375, 1280]) {
  test(`at ${width} px a payment ends on a confirmation, and the order has its own page`, async ({
    page,
  }) => {
    const { id, tool } = await placeOrderAsNewCustomer(page);
    await page.setViewportSize({ width, height: 900 });
    const total = formatAmount(tool.price * tool.minQty);

    await page.goto(`/dashboard/payment/${id}`);
    const pay = page.getByRole('button', { name: `Pay ${total}` });
    await expect(pay).toBeEnabled();
    await page.getByLabel('Card number').fill('4242 4242 4242 4242');
    await page.getByLabel('Expiry (MM/YY)').fill('12/34');
    await page.getByLabel('CVC').fill('123');
    await pay.click();

    const confirmation = page.getByRole('status', {
      name: 'Thank you! your payment is completed!',
    });
    await expect(confirmation).toBeVisible();
    await expect(confirmation).toBeFocused();
    const fact = (name: string) => confirmation.locator(`dt:text-is("${name}") + dd`);
    const number = (await fact('Order').textContent()) ?? '';
    expect(number).toMatch(/^#\d{4,}$/);
    await expect(fact('Tool')).toHaveText(tool.name);
    await expect(fact('Quantity')).toHaveText(String(tool.minQty));
    await expect(fact('Total paid')).toHaveText(total);
    await expect(fact('Transaction id')).toHaveText(/^pi_/);
    await expect(confirmation.getByRole('heading', { name: 'What happens next' })).toBeVisible();
    // The card form, with the card number in it, is gone.
    await expect(page.getByLabel('Card number')).toHaveCount(0);
    await expect(pay).toHaveCount(0);
    // Nothing runs off the side of the screen.
    const pageWidth = await page.evaluate<number>('document.documentElement.scrollWidth');
    expect(pageWidth).toBeLessThanOrEqual(width);
    expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);

    await confirmation.getByRole('link', { name: `See order ${number}` }).click();
    await expect(page).toHaveURL(`/dashboard/order/${id}`);
    await expect(page.getByRole('heading', { level: 1, name: `Order ${number}` })).toBeVisible();
    await expect(page).toHaveTitle(`Order ${number} · PaintCo`);
    await expect(page.getByText('Paid, awaiting shipment')).toBeVisible();
    expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);

    // My Orders (a table, or cards at a phone's width) names the order by the same number.
    await page.getByRole('link', { name: 'Back to My Orders' }).click();
    await page.getByRole('main').getByRole('link', { name: number }).click();
    await expect(page).toHaveURL(`/dashboard/order/${id}`);
  });
}
