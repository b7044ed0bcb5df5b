// Editing a tool end to end, against `npm start`'s whole stack: the admin changes a tool's
// price and stock on its edit page, and uploads a PNG as its image; the tool's own page
// shows each change.
import { expect, test, type Page } from '@playwright/test';
import { ADMIN, logIn, storedToken } from './support/accounts';
import { API, toolNamed } from './support/api';
import { chooseRowAction } from './support/row-menu';

const swatch = new URL('./fixtures/orange-swatch.png', import.meta.url).pathname;

/** A tool of this test's own (others take the demo tools' stock), and its edit page open. */
async function addToolAndOpenItsEditPage(page: Page, name: string) {
  await logIn(page, ADMIN);
  await page.goto('/dashboard/addProduct');
  await page.getByLabel('Name', { exact: true }).fill(name);
  await page.getByLabel('Minimum quantity').fill('2');
  await page.getByLabel('Available quantity').fill('80');
  await page.getByLabel('Price', { exact: true }).fill('12');
  await page.getByLabel('Image URL').fill('/images/paint-roller.svg');
  await page.getByLabel('Description').fill('A roller the edit test changes.');
  await page.getByRole('button', { name: 'Add tool' }).click();
  await expect(page.getByText('New Tool added successfully')).toBeVisible();
  // The form is empty again, with the way to the tool just added.
  await expect(page.getByText(`${name} is in the catalogue:`)).toBeVisible();
  await expect(page.getByRole('link', { name: 'see its page' })).toHaveAttribute(
    'href',
    /^\/tool\/[\w-]+$/,
  );

  await page.goto(`/dashboard/manageProduct?q=${encodeURIComponent(name)}`);
  await chooseRowAction(page, name, 'Edit');
  await expect(page.getByRole('heading', { name: `Edit ${name}` })).toBeVisible();
}

test(
  'an admin edits a tool’s price and stock, and the tool page shows them',
  { tag: '@hosts' },
  async ({ page, request }) => {
    const name = `E2E Edited Roller ${Date.now().toString(36)}`;
    await addToolAndOpenItsEditPage(page, name);
    await expect(page.getByLabel(/^Price/)).toHaveValue('12');
    await page.getByLabel(/^Price/).fill('17');
    await page.getByLabel(/^Available quantity/).fill('9');
    await page.getByLabel(/^Low-stock threshold/).fill('10');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByText(`Changes to ${name} saved`)).toBeVisible();

    const tool = await toolNamed(request, name);
    expect(tool).toMatchObject({ price: 17, availableQty: 9, lowStockThreshold: 10 });
    await page.goto(`/tool/${tool._id}`);
    await expect(page.getByText('$17/unit')).toBeVisible();
    await expect(page.getByRole('definition').filter({ hasText: /^9$/ })).toBeVisible();

    // Manage Product marks it: 9 in stock is at or below 10.
    await page.goto(`/dashboard/manageProduct?q=${encodeURIComponent(name)}`);
    await expect(page.getByRole('row').filter({ hasText: name })).toContainText('Low stock');
  },
);

test('after Save the edit page shows the figures the store holds', async ({ page }) => {
  const name = `E2E Reread Roller ${Date.now().toString(36)}`;
  await addToolAndOpenItsEditPage(page, name);
  await expect(page.getByLabel(/^Available quantity/)).toHaveValue('80');
  // Meanwhile the stock changes elsewhere (another admin, a sale).
  const id = new URL(page.url()).pathname.split('/').at(-2) ?? '';
  const elsewhere = await page.request.patch(`${API}/tool/${id}`, {
    headers: { authorization: `Bearer ${(await storedToken(page)) ?? ''}` },
    data: { availableQty: 75 },
  });
  expect(elsewhere.ok()).toBe(true);

  await page.getByLabel(/^Price/).fill(' 017 ');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText(`Changes to ${name} saved`)).toBeVisible();
  // The store's own reading of what was typed, and its stock now, not the stale 80.
  await expect(page.getByLabel(/^Price/)).toHaveValue('17');
  await expect(page.getByLabel(/^Available quantity/)).toHaveValue('75');
  await expect(page.getByText(/^Now \$17(\.00)? a unit, 75 in stock/)).toBeVisible();
});

test(
  'an admin uploads a PNG as a tool’s image, and the tool shows it',
  { tag: '@cluster' },
  async ({ page, request }) => {
    const name = `E2E Pictured Roller ${Date.now().toString(36)}`;
    await addToolAndOpenItsEditPage(page, name);
    await page.getByLabel(/^Upload an image/).setInputFiles(swatch);
    await expect(page.getByText('Image uploaded: it shows once you save.')).toBeVisible();
    const imageUrl = await page.getByLabel(/^Image URL/).inputValue();
    expect(imageUrl).toMatch(/\/images\/[0-9a-f]{64}$/);
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByText(`Changes to ${name} saved`)).toBeVisible();

    const tool = await toolNamed(request, name);
    expect(tool.img).toBe(imageUrl);
    await page.goto(`/tool/${tool._id}`);
    const image = page.locator(`img[src="${imageUrl}"]`).first();
    await expect(image).toBeVisible();
    // The browser could draw it: the API served the PNG itself.
    await expect(image).toHaveJSProperty('naturalWidth', 8);
  },
);
