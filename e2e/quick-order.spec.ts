// Quick order end to end (issue 27, item 4), at a phone's width and a desk's: a buyer pastes
// ten part numbers; nine go to the cart in one go and the tenth says why it cannot.
import { expect, test, type APIRequestContext } from '@playwright/test';
import { ADMIN, logIn, signUpNewCustomer, storedToken } from './support/accounts';
import { API } from './support/api';

const WIDTHS = [
  { width: 375, tag: [] },
  { width: 1280, tag: ['@hosts'] },
];

/** Nine tools of this run's own (2 units a line at least, 50 in stock, $4): their part numbers. */
async function nineTools(request: APIRequestContext, token: string, run: string) {
  const partNumbers = Array.from({ length: 9 }, (_, n) => `QO-${run}-${n + 1}`);
  for (const partNumber of partNumbers) {
    const added = await request.post(`${API}/tool`, {
      headers: { Authorization: `Bearer ${token}` },
      data: {
        name: `Quick Roller ${partNumber}`,
        partNumber,
        img: '/images/paint-roller.svg',
        description: 'A roller the quick-order test ordered.',
        minQty: 2,
        availableQty: 50,
        price: 4,
      },
    });
    expect(added.status()).toBe(201);
  }
  return partNumbers;
}

for (const { width, tag } of WIDTHS) {
  test(
    `a buyer pastes ten part numbers: nine go to the cart, one says why (${width} px)`,
    { tag },
    async ({ browser, request }) => {
      const run = `${width}${Date.now().toString(36)}`.toUpperCase();
      const admin = await (await browser.newContext()).newPage();
      await logIn(admin, ADMIN);
      const adminToken = await storedToken(admin);
      if (!adminToken) throw new Error('The admin has no access token');
      const partNumbers = await nineTools(request, adminToken, run);
      const unknown = `QO-${run}-NONE`;

      const buyer = await (await browser.newContext()).newPage();
      await signUpNewCustomer(buyer, 'Quinn');
      await buyer.setViewportSize({ width, height: 900 });
      await buyer.goto('/dashboard/quickOrder');
      const lines = [...partNumbers.slice(0, 4), unknown, ...partNumbers.slice(4)];
      await buyer
        .getByLabel('Part numbers and quantities')
        .fill(lines.map((partNumber) => `${partNumber} 3`).join('\n'));
      await buyer.getByRole('button', { name: 'Add to cart' }).click();

      await expect(buyer.getByRole('status').filter({ hasText: 'lines' })).toHaveText(
        '9 of 10 lines added to your cart ($108.00); 1 cannot',
      );
      // A table row at 1280 px, a card at 375: both carry the line's key.
      const refused = buyer.locator('[data-row-key]').filter({ hasText: unknown });
      await expect(refused).toContainText(`Not added: Unknown part number ${unknown}`);
      await expect(buyer.locator('[data-row-key]').filter({ hasText: 'each' })).toHaveCount(9);

      await buyer.getByRole('link', { name: 'Go to your cart' }).click();
      await expect(buyer).toHaveURL(/\/cart$/);
      for (const partNumber of partNumbers)
        await expect(buyer.getByText(`Quick Roller ${partNumber}`).first()).toBeVisible();
    },
  );
}
