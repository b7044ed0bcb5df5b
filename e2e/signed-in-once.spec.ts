// Signed-in pages wait once, not twice (issue 13, item 3): on a reload, the tool page does
// not wait for the API's answer to "is this person an admin?" before loading the tool.
import { expect, test } from '@playwright/test';
import { signUpNewCustomer } from './support/accounts';
import { API, listTools } from './support/api';

test('a reload of the tool page shows the tool while the role check is held back', async ({
  page,
}) => {
  const { email } = await signUpNewCustomer(page, 'Ola');
  const [tool] = await listTools(page.request);
  if (!tool) throw new Error('no tool in the demo data');

  // The role check gets no answer until the tool is on screen.
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(`${API}/admin/${encodeURIComponent(email)}`, async (route) => {
    await held;
    await route.continue();
  });

  await page.goto(`/tool/${tool._id}`);
  await expect(page.getByRole('heading', { level: 1, name: tool.name })).toBeVisible();
  await expect(page.getByText('Checking your sign-in')).toHaveCount(0);
  release();

  // The role arrives after; the customer stays on the page, signed in.
  await expect(page.getByRole('button', { name: 'Place order' })).toBeVisible();
  expect(new URL(page.url()).pathname).toBe(`/tool/${tool._id}`);
});
