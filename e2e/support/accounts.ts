// The demo accounts `npm start` creates (the one seed's), and new e-mail addresses no
// account has yet.
import { expect, type Page } from '@playwright/test';
import { DEMO_ACCOUNTS } from '../../src/seed/demo-store';

const signInOf = ({
  email,
  password,
  name,
}: {
  email: string;
  password: string;
  name: string;
}) => ({
  email,
  password,
  name,
});

export const CUSTOMER = signInOf(DEMO_ACCOUNTS.customer);
export const ADMIN = signInOf(DEMO_ACCOUNTS.admin);
/** The demo company's buyer (a $500 order limit) and its company admin. */
export const BUYER = signInOf(DEMO_ACCOUNTS.buyer);
export const COMPANY_ADMIN = signInOf(DEMO_ACCOUNTS.companyAdmin);

/** Unique per call and per run, so the kept emulator never has it yet. */
export function freshEmail(): string {
  return `painter-${Date.now()}-${Math.floor(Math.random() * 1e6)}@paintco.test`;
}

export const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Main' });

/** Fills and sends the login form on the page already open. */
export async function submitLogin(page: Page, email: string, password: string): Promise<void> {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
}

/** Logs in through the form, then waits for the greeting. */
export async function logIn(page: Page, account: typeof CUSTOMER): Promise<void> {
  await page.goto('/login');
  await submitLogin(page, account.email, account.password);
  await expect(mainNav(page).getByText(`Hi, ${account.name}`)).toBeVisible();
}

/**
 * Signs a new customer up through the form (a fresh e-mail, so the demo accounts' sign-in
 * allowance is left to the tests that need them) and waits for the greeting.
 */
export async function signUpNewCustomer(page: Page, firstName: string): Promise<typeof CUSTOMER> {
  const account = {
    name: `${firstName} ${Date.now().toString(36)}`,
    email: freshEmail(),
    password: `${firstName.toLowerCase()}-pass-123`,
  };
  await page.goto('/signup');
  await page.getByLabel('Name').fill(account.name);
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: 'Sign Up', exact: true }).click();
  await expect(mainNav(page).getByText(`Hi, ${account.name}`)).toBeVisible();
  return account;
}

/** What the page's local storage holds under `accessToken`, or null. */
export async function storedToken(page: Page): Promise<string | null> {
  const { origins } = await page.context().storageState();
  const origin = new URL(page.url()).origin;
  const storage = origins.find((entry) => entry.origin === origin)?.localStorage ?? [];
  return storage.find((item) => item.name === 'accessToken')?.value ?? null;
}
