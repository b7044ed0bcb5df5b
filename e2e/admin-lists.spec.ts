// Make Admin through a long list (issue 13, item 8): 21 people signed up under one fresh
// tag fill two pages of a search; the admin searches, pages, goes Back, and acts on page 2,
// which loads again in place. At 1280 px, against `npm start`'s whole stack.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { EMULATOR_HOST } from '../scripts/stack/auth-emulator';
import { ADMIN, logIn } from './support/accounts';
import { API } from './support/api';

const tag = `pager${Date.now().toString(36)}`;
const people = Array.from({ length: 21 }, (_, i) => {
  const n = String(i + 1).padStart(2, '0');
  return { name: `Painter ${n} ${tag}`, email: `${tag}-${n}@paintco.test` };
});

/** Signs one person up with the identity provider and through the API's own exchange. */
async function signUp(person: { name: string; email: string }) {
  const created = await fetch(
    `http://${EMULATOR_HOST}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=demo-key`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        email: person.email,
        password: 'pager-pass-1',
        returnSecureToken: true,
      }),
    },
  );
  expect(created.ok).toBe(true);
  const { idToken } = (await created.json()) as { idToken: string };
  const exchanged = await fetch(`${API}/user/${encodeURIComponent(person.email)}`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${idToken}` },
    body: JSON.stringify({ name: person.name, email: person.email }),
  });
  expect(exchanged.status).toBe(200);
}

test.beforeAll(async () => {
  for (const person of people) await signUp(person);
});

const pager = (page: Page) => page.getByRole('navigation', { name: 'Pages of users' });
const emailCells = (page: Page) => page.getByRole('cell', { name: new RegExp(`^${tag}-`) });

test('at 1280 px an admin searches Make Admin, pages through it and goes Back', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await logIn(page, ADMIN);
  await page.goto('/dashboard/users');
  await expect(page.getByRole('heading', { level: 1, name: 'Make Admin' })).toBeVisible();

  const search = page.getByRole('searchbox', { name: 'Search users by e-mail or name' });
  await search.fill(tag.toUpperCase());
  await search.press('Enter');
  await expect(pager(page).getByRole('status')).toHaveText('Page 1 of 2');
  await expect(emailCells(page)).toHaveCount(20);
  await expect(pager(page).getByRole('button', { name: 'Previous' })).toBeDisabled();
  expect(new URL(page.url()).searchParams.get('q')).toBe(tag.toUpperCase());
  // The search box and the pager pass axe as the rest of the page does.
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);

  await pager(page).getByRole('button', { name: 'Next' }).click();
  await expect(pager(page).getByRole('status')).toHaveText('Page 2 of 2');
  await expect(emailCells(page)).toHaveCount(1);
  await expect(pager(page).getByRole('button', { name: 'Next' })).toBeDisabled();
  expect(new URL(page.url()).searchParams.get('page')).toBe('2');

  // Make Admin on page 2 (newest first: the first to sign up): the page loads again in
  // place, the person now an admin.
  const first = people[0];
  if (!first) throw new Error('21 people expected');
  await page.getByRole('button', { name: `Make Admin ${first.email}` }).click();
  await expect(page.getByText(`Successfully made an admin ${first.email}`)).toBeVisible();
  await expect(page.getByRole('button', { name: `Make Admin ${first.email}` })).toHaveCount(0);
  await expect(pager(page).getByRole('status')).toHaveText('Page 2 of 2');

  await page.goBack();
  await expect(pager(page).getByRole('status')).toHaveText('Page 1 of 2');
  await expect(emailCells(page)).toHaveCount(20);

  await search.fill(`${tag}-nobody`);
  await search.press('Enter');
  await expect(page.getByText(`Nothing matches “${tag}-nobody”.`)).toBeVisible();
  await expect(pager(page)).toHaveCount(0);
});
