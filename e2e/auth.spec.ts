import { expect, test } from '@playwright/test';
import {
  ADMIN,
  CUSTOMER,
  freshEmail,
  logIn,
  mainNav,
  storedToken,
  submitLogin,
} from './support/accounts';
import { blockTheInternet, serveGoogleApiStandIn } from './support/google-api-stand-in';

test('the home page loads neither Firebase nor the session’s code for a new visitor', async ({
  page,
}) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });

  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');

  expect(scripts.length).toBeGreaterThan(0);
  expect(scripts.filter((path) => /firebase|session\.actors/.test(path))).toEqual([]);
});

test('a new customer signs up and is greeted by name', async ({ page }) => {
  await page.goto('/signup');

  await page.getByLabel('Name').fill('Riley Roller');
  await page.getByLabel('Email').fill(freshEmail());
  await page.getByLabel('Password').fill('riley-pass-1');
  await page.getByRole('button', { name: 'Sign Up', exact: true }).click();

  await expect(mainNav(page).getByText('Hi, Riley Roller')).toBeVisible();
  await expect(page).toHaveURL('/');
  expect(await storedToken(page)).toBeTruthy();
});

test('a wrong password shows the provider’s message on the form', async ({ page }) => {
  await page.goto('/login');

  await submitLogin(page, CUSTOMER.email, 'not-the-password');

  await expect(page.getByRole('main').getByRole('alert')).toHaveText(
    'That e-mail and password do not match. Check them and try again.',
  );
  expect(await storedToken(page)).toBeNull();
});

test('/dashboard sends a signed-out visitor to /login and back after login', async ({ page }) => {
  await page.goto('/dashboard');

  await expect(page).toHaveURL('/login?redirect=%2Fdashboard');
  await submitLogin(page, CUSTOMER.email, CUSTOMER.password);

  await expect(page.getByRole('heading', { level: 1, name: 'My Profile' })).toBeVisible();
  await expect(page).toHaveURL('/dashboard');
});

test('Sign Out clears accessToken from local storage', async ({ page }) => {
  await logIn(page, CUSTOMER);
  expect(await storedToken(page)).toBeTruthy();

  await mainNav(page).getByRole('button', { name: 'Sign Out' }).click();

  await expect(mainNav(page).getByRole('link', { name: 'Login', exact: true })).toBeVisible();
  expect(await storedToken(page)).toBeNull();
});

test('the session survives a reload', async ({ page }) => {
  await logIn(page, CUSTOMER);

  await page.goto('/dashboard');

  await expect(page.getByRole('heading', { level: 1, name: 'My Profile' })).toBeVisible();
  await expect(mainNav(page).getByText(`Hi, ${CUSTOMER.name}`)).toBeVisible();
});

test('Continue with Google signs in through the emulator’s sign-in page', async ({
  page,
  context,
}) => {
  await serveGoogleApiStandIn(context);
  await page.goto('/login');

  const popupOpened = page.waitForEvent('popup');
  await page.getByRole('button', { name: 'Continue with Google' }).click();
  const popup = await popupOpened;
  await popup.getByText('Add new account').click();
  await popup.getByText('Auto-generate user information').click();
  await popup.getByRole('button', { name: /Sign in with Google\.com/i }).click();

  await expect(mainNav(page).getByText(/^Hi, /)).toBeVisible();
  await expect(page).toHaveURL('/');
  expect(await storedToken(page)).toBeTruthy();
});

test('Google sign-in that cannot reach Google says so in a sentence', async ({ page, context }) => {
  await blockTheInternet(context);
  await page.goto('/login');

  await page.getByRole('button', { name: 'Continue with Google' }).click();

  await expect(page.getByRole('main').getByRole('alert')).toHaveText(
    /could not reach Google to sign you in/,
  );
  await expect(page.getByRole('main')).not.toContainText('auth/');
});

test('a customer opening an admin page lands on /', async ({ page }) => {
  await logIn(page, CUSTOMER);

  await page.goto('/dashboard/users');

  await expect(page).toHaveURL('/');
  await expect(mainNav(page).getByText(`Hi, ${CUSTOMER.name}`)).toBeVisible();
});

test('an admin opening /dashboard/myOrders lands on /', async ({ page }) => {
  await logIn(page, ADMIN);

  await page.goto('/dashboard/myOrders');

  await expect(page).toHaveURL('/');
  await expect(mainNav(page).getByText(`Hi, ${ADMIN.name}`)).toBeVisible();
});
