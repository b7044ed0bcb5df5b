// Quantity price tiers end to end: the admin sets a tool's tiers when adding it and changes
// them in Manage Product; a customer orders across a break and sees and pays the tier price.
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { ADMIN, logIn, signUpNewCustomer, storedToken } from './support/accounts';
import { API, toolNamed } from './support/api';
import { chooseRowAction } from './support/row-menu';

test('the admin sets tiers, and a customer orders across a break at the tier price', async ({
  browser,
  page,
  request,
}) => {
  const name = `E2E Tiered Roller ${Date.now().toString(36)}`;
  await logIn(page, ADMIN);
  await page.goto('/dashboard/addProduct');
  await page.getByLabel('Name', { exact: true }).fill(name);
  await page.getByLabel('Minimum quantity').fill('1');
  await page.getByLabel('Available quantity').fill('1000');
  await page.getByLabel('Price', { exact: true }).fill('12');
  await page.getByLabel('Image URL').fill('/images/paint-roller.svg');
  await page.getByLabel('Description').fill('A roller that costs less by the hundred.');
  await page.getByRole('button', { name: 'Add a price tier' }).click();
  const first = page.getByRole('group', { name: 'Price tier 1' });
  await first.getByLabel('From quantity').fill('100');
  await first.getByLabel('Unit price').fill('10.80');
  await page.getByRole('button', { name: 'Add tool' }).click();
  await expect(page.getByText('New Tool added successfully')).toBeVisible();

  // A second break, added later from Manage Product.
  await page.goto(`/dashboard/manageProduct?q=${encodeURIComponent(name)}`);
  await chooseRowAction(page, name, 'Price tiers');
  const dialog = page.getByRole('dialog', { name: `Price tiers of ${name}` });
  await dialog.getByRole('button', { name: 'Add a price tier' }).click();
  const second = dialog.getByRole('group', { name: 'Price tier 2' });
  await second.getByLabel('From quantity').fill('500');
  await second.getByLabel('Unit price').fill('9.60');
  expect((await new AxeBuilder({ page }).include('[role="dialog"]').analyze()).violations).toEqual(
    [],
  );
  await dialog.getByRole('button', { name: 'Save tiers' }).click();
  await expect(page.getByText(`Price tiers of ${name} saved`)).toBeVisible();
  // Manage Product's list says so at a glance.
  await expect(page.getByRole('row').filter({ hasText: name })).toContainText(
    /2 tiers, from \$9\.60 at 500\+/,
  );

  const tool = await toolNamed(request, name);
  expect(tool.tiers).toEqual([
    { fromQty: 100, price: 10.8 },
    { fromQty: 500, price: 9.6 },
  ]);

  const customer = await (await browser.newContext()).newPage();
  await signUpNewCustomer(customer, 'Tiers');
  await customer.goto(`/tool/${tool._id}`);
  await expect(customer.getByRole('table', { name: 'Price per unit by quantity' })).toBeVisible();
  const quantity = customer.getByLabel('Quantity');
  await quantity.fill('99');
  await expect(customer.getByText('Add 1 more for $10.80 / unit')).toBeVisible();
  await expect(customer.getByText('$1,188.00')).toBeVisible();
  await quantity.fill('101');
  await expect(customer.getByRole('rowheader', { name: '100–499 (your price)' })).toBeVisible();
  await expect(customer.getByText('Add 399 more for $9.60 / unit')).toBeVisible();
  await expect(customer.getByText('$1,090.80')).toBeVisible();
  expect((await new AxeBuilder({ page: customer }).analyze()).violations).toEqual([]);

  await customer.getByLabel('Address').fill('18 Brush Lane, Columbus, OH 43004');
  await customer.getByLabel('Phone').fill('+1 614 555 0142');
  await customer.getByRole('button', { name: 'Place order' }).click();
  await expect(customer.getByText('Your order has been placed')).toBeVisible();
  await expect(customer).toHaveURL('/dashboard/myOrders');

  const row = customer.getByRole('row').filter({ hasText: name });
  await expect(row).toContainText('$1,090.80');
  await row.getByRole('link', { name: /^Pay/ }).click();
  const pay = customer.getByRole('button', { name: 'Pay $1,090.80' });
  await expect(pay).toBeEnabled();
  await customer.getByLabel('Card number').fill('4242 4242 4242 4242');
  await customer.getByLabel('Expiry (MM/YY)').fill('12/34');
  await customer.getByLabel('CVC').fill('123');
  await pay.click();
  await expect(customer.getByText('Thank you! your payment is completed!')).toBeVisible();
});

test('at 375 px the tiers dialog keeps Save and Cancel in view with ten tiers', async ({
  page,
}) => {
  const name = `E2E Ten-Tier Roller ${Date.now().toString(36)}`;
  await logIn(page, ADMIN);
  const added = await page.request.post(`${API}/tool`, {
    headers: { authorization: `Bearer ${(await storedToken(page)) ?? ''}` },
    data: {
      name,
      img: '/images/paint-roller.svg',
      description: 'A roller with a long price list.',
      minQty: 1,
      availableQty: 100000,
      price: 20,
      tiers: Array.from({ length: 10 }, (_, n) => ({ fromQty: 100 * (n + 1), price: 19 - n })),
    },
  });
  expect(added.ok()).toBe(true);

  await page.setViewportSize({ width: 375, height: 667 });
  await page.goto(`/dashboard/manageProduct?q=${encodeURIComponent(name)}`);
  await chooseRowAction(page, name, 'Price tiers');
  const dialog = page.getByRole('dialog', { name: `Price tiers of ${name}` });
  const save = dialog.getByRole('button', { name: 'Save tiers' });
  const cancel = dialog.getByRole('button', { name: 'Cancel' });
  await expect(save).toBeInViewport({ ratio: 1 });
  await expect(cancel).toBeInViewport({ ratio: 1 });
  // The tiers scroll inside the dialog; the buttons stay where they are.
  const last = dialog.getByRole('group', { name: 'Price tier 10' });
  await last.getByLabel('Unit price').focus();
  await expect(last).toBeInViewport();
  await expect(save).toBeInViewport({ ratio: 1 });
  await expect(cancel).toBeInViewport({ ratio: 1 });
  expect((await new AxeBuilder({ page }).include('[role="dialog"]').analyze()).violations).toEqual(
    [],
  );
  await cancel.click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', { name: `Actions for ${name}` })).toBeFocused();
});
