// The dashboard against `npm start`'s whole stack: the admin's users, tools and orders, and
// a customer's profile and review. Each test signs up customers of its own (fresh e-mails)
// and names what it adds uniquely, so tests never depend on each other or on earlier runs.
import AxeBuilder from '@axe-core/playwright';
import { expect, test as base, type APIRequestContext, type Page } from '@playwright/test';
import { ADMIN, freshEmail, logIn, mainNav, storedToken } from './support/accounts';
import { appDrawn } from './support/app-drawn';
import { placeOrderThroughApi, toolNamed, type Tool } from './support/api';
import { chooseRowAction } from './support/row-menu';
import { shipFromRow } from './support/ship';

interface Customer {
  readonly name: string;
  readonly email: string;
}

const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name });

const dashboardMenu = (page: Page) => page.getByRole('navigation', { name: 'Dashboard' });

/** Signs a new customer up through the form and waits for the greeting. */
async function signUpCustomer(page: Page): Promise<Customer> {
  const customer = { name: `Riley ${unique()}`, email: freshEmail() };
  await page.goto('/signup');
  await page.getByLabel('Name').fill(customer.name);
  await page.getByLabel('Email').fill(customer.email);
  await page.getByLabel('Password').fill('riley-pass-1');
  await page.getByRole('button', { name: 'Sign Up', exact: true }).click();
  await expect(mainNav(page).getByText(`Hi, ${customer.name}`)).toBeVisible();
  return customer;
}

/**
 * `admin`: a browser of its own for the admin, signed in, beside the customer's `page`. One
 * sign-in per worker, shared by its tests (each opens its own page first): the API allows an
 * e-mail 10 sign-ins a minute, and a fast run signs the admin in more often than that.
 */
const test = base.extend<object, { admin: Page }>({
  admin: [
    async ({ browser }, provide) => {
      const context = await browser.newContext();
      const page = await context.newPage();
      await logIn(page, ADMIN);
      await provide(page);
      await context.close();
    },
    { scope: 'worker' },
  ],
});

/** Places an order for the customer signed in on `page`, through the API with their token. */
async function placeOrder(page: Page, request: APIRequestContext, customer: Customer, tool: Tool) {
  return placeOrderThroughApi(request, await storedToken(page), tool, customer.name);
}

/** Pays an order on its payment page with the local gateway's test card that succeeds. */
async function payOrder(page: Page, orderId: string) {
  await page.goto(`/dashboard/payment/${orderId}`);
  const pay = page.getByRole('button', { name: /^Pay \$/ });
  await expect(pay).toBeEnabled();
  await page.getByLabel('Card number').fill('4242 4242 4242 4242');
  await page.getByLabel('Expiry (MM/YY)').fill('12/34');
  await page.getByLabel('CVC').fill('123');
  await pay.click();
  await expect(page.getByText('Thank you! your payment is completed!')).toBeVisible();
}

/** The customer's order row in Manage Orders (their e-mail is new, so it is the only one). */
const manageOrdersRow = (page: Page, customer: Customer) =>
  page
    .getByRole('table', { name: 'All orders' })
    .getByRole('row')
    .filter({ hasText: customer.email });

test('the admin makes a newly signed-up customer an admin', async ({ page, admin }) => {
  const customer = await signUpCustomer(page);

  await admin.goto('/dashboard/users');
  const row = admin.getByRole('row').filter({ hasText: customer.email });
  await expect(row.getByRole('cell', { name: 'Customer', exact: true })).toBeVisible();
  await row.getByRole('button', { name: `Make Admin ${customer.email}` }).click();

  await expect(admin.getByText(`Successfully made an admin ${customer.email}`)).toBeVisible();
  await expect(row.getByRole('cell', { name: 'Admin', exact: true })).toBeVisible();
  await expect(row.getByRole('button')).toHaveCount(0);

  // The new admin's own dashboard now offers the admin pages.
  await page.goto('/dashboard');
  await expect(dashboardMenu(page).getByRole('link', { name: 'Make Admin' })).toBeVisible();
});

test('the admin adds a tool that then shows on the home page, and deletes it', async ({ page }) => {
  const name = `E2E Trim Guard ${unique()}`;
  await logIn(page, ADMIN);
  await page.goto('/dashboard/addProduct');
  await page.getByLabel('Name').fill(name);
  await page.getByLabel('Minimum quantity').fill('10');
  await page.getByLabel('Available quantity').fill('400');
  await page.getByLabel('Price').fill('7');
  await page.getByLabel('Image URL').fill('/images/tools/putty-knife.svg');
  await page.getByLabel('Description').fill('A steel shield that keeps paint off the carpet.');
  await page.getByRole('button', { name: 'Add tool' }).click();
  await expect(page.getByText('New Tool added successfully')).toBeVisible();

  await page.goto('/');
  const tools = page.getByRole('list', { name: 'Tools' });
  await expect(tools.getByRole('heading', { name })).toBeVisible();

  await page.goto('/dashboard/manageProduct');
  await chooseRowAction(page, name, 'Delete');
  const dialog = page.getByRole('dialog', { name: `Delete ${name}?` });
  await dialog.getByRole('button', { name: 'Delete tool' }).click();
  await expect(page.getByText(`${name} is deleted`)).toBeVisible();
  await expect(page.getByRole('cell', { name, exact: true })).toHaveCount(0);

  await page.goto('/');
  await expect(tools.getByRole('heading').first()).toBeVisible();
  await expect(tools.getByRole('heading', { name })).toHaveCount(0);
});

test('the admin ships a paid order and the customer sees it in My Orders', async ({
  page,
  admin,
  request,
}) => {
  const customer = await signUpCustomer(page);
  const tool = await toolNamed(request, "Painter's Tape 48 mm");
  const orderId = await placeOrder(page, request, customer, tool);
  await payOrder(page, orderId);

  await admin.goto('/dashboard/manageOrders');
  const row = manageOrdersRow(admin, customer);
  await expect(row).toContainText('Paid, awaiting shipment');
  await expect(row.getByRole('button', { name: /^Cancel order/ })).toHaveCount(0);
  await shipFromRow(admin, row, { trackingNumber: 'JD014600001' });
  await admin.goto('/dashboard/manageOrders');
  await expect(row).toContainText('Shipped');
  await expect(row.getByRole('link', { name: /^Ship/ })).toHaveCount(0);
  await expect(row.getByRole('button')).toHaveCount(0);

  await page.goto('/dashboard/myOrders');
  const myOrder = page.getByRole('row').filter({ hasText: tool.name });
  await expect(myOrder).toContainText('Shipped');
});

test('the admin cancels an unpaid order through the modal confirm', async ({
  page,
  admin,
  request,
}) => {
  const customer = await signUpCustomer(page);
  const tool = await toolNamed(request, 'Flexible Putty Knife 3"');
  await placeOrder(page, request, customer, tool);

  // Radix's dialog is fetched when a dialog is about to open, not with the page.
  const radixDialog: string[] = [];
  admin.on('request', (sent) => {
    if (/\/assets\/radix-dialog-[^/]*\.js$/.test(sent.url())) radixDialog.push(sent.url());
  });
  await admin.goto('/dashboard/manageOrders');
  const row = manageOrdersRow(admin, customer);
  await expect(row).toContainText('Awaiting payment');
  await expect(row.getByRole('link', { name: /^Ship/ })).toHaveCount(0);
  expect(radixDialog).toEqual([]);
  await row.getByRole('button', { name: /^Cancel order/ }).click();
  const dialog = admin.getByRole('dialog', { name: 'Cancel this unpaid order?' });
  await dialog.getByRole('button', { name: 'Cancel order' }).click();
  expect(radixDialog).toHaveLength(1);

  await expect(admin.getByText(`${tool.name} for ${customer.name} is cancelled`)).toBeVisible();
  await expect(row).toHaveCount(0);

  await page.goto('/dashboard/myOrders');
  await expect(heading(page, 'My Orders')).toBeVisible();
  await expect(page.getByRole('cell', { name: tool.name, exact: true })).toHaveCount(0);
});

test('a customer updates the profile and sees the new values after a reload', async ({ page }) => {
  const customer = await signUpCustomer(page);
  await page.goto('/dashboard');
  await expect(heading(page, 'My Profile')).toBeVisible();
  const form = page.getByRole('form', { name: 'Update your profile' });
  await expect(form.getByLabel('Email')).toHaveValue(customer.email);
  await form.getByLabel('Education').fill('Columbus State Community College');
  await form.getByLabel('Location').fill('Columbus, Ohio');
  await form.getByLabel('Phone').fill('+1 614 555 0142');
  await form.getByLabel('LinkedIn').fill('https://www.linkedin.com/in/riley-roller');
  await form.getByRole('button', { name: 'Update profile' }).click();
  await expect(page.getByText('Succesfully updated your profile')).toBeVisible();

  await page.reload();
  const details = page.getByRole('region', { name: 'Your details' });
  await expect(details).toContainText('Columbus State Community College');
  await expect(details).toContainText('Columbus, Ohio');
  await expect(details).toContainText('+1 614 555 0142');
  await expect(details).toContainText('https://www.linkedin.com/in/riley-roller');
  await expect(page.getByLabel('Location')).toHaveValue('Columbus, Ohio');
});

test('a customer adds a review that shows on the home page', async ({ page }) => {
  const message = `The trim guard saved our carpets (${unique()}).`;
  await signUpCustomer(page);
  await page.goto('/dashboard/addReview');
  await page.getByLabel('Rating').fill('7');
  await page.getByLabel('Message').fill(message);
  await page.getByRole('button', { name: 'Add review' }).click();
  await expect(page.getByText('Rating must be a whole number from 1 to 5')).toBeVisible();

  await page.getByLabel('Rating').fill('5');
  await page.getByRole('button', { name: 'Add review' }).click();
  await expect(page.getByText('Thank you for your review')).toBeVisible();

  await page.goto('/');
  await expect(
    page.getByRole('list', { name: 'Customer reviews' }).getByText(message),
  ).toBeVisible();
});

test('the admin tables stay usable on a phone-sized screen', async ({ page }) => {
  await logIn(page, ADMIN);
  await page.setViewportSize({ width: 375, height: 700 });
  await page.goto('/dashboard/manageOrders');
  await appDrawn(page);

  const menu = page.getByRole('button', { name: 'Dashboard menu' });
  await menu.click();
  await expect(dashboardMenu(page).getByRole('link', { name: 'Manage Product' })).toBeVisible();
  await dashboardMenu(page).getByRole('link', { name: 'Manage Product' }).click();
  await expect(heading(page, 'Manage Product')).toBeVisible();

  // The tools are cards there, each one's actions in view; the page itself does not widen.
  const tools = page.getByRole('list', { name: 'All tools' });
  await expect(tools.getByRole('button', { name: /^Actions for / }).first()).toBeVisible();
  const pageWidth = await page.evaluate<number>('document.documentElement.scrollWidth');
  expect(pageWidth).toBeLessThanOrEqual(375);
});

const DASHBOARD_PAGES = [
  { account: 'admin', path: '/dashboard/users', ready: 'All users' },
  { account: 'admin', path: '/dashboard/addProduct', ready: null },
  { account: 'admin', path: '/dashboard/manageProduct', ready: 'All tools' },
  { account: 'admin', path: '/dashboard/manageOrders', ready: 'All orders' },
  { account: 'admin', path: '/dashboard/manageReviews', ready: 'All reviews, the newest first' },
  { account: 'customer', path: '/dashboard', ready: null },
  { account: 'customer', path: '/dashboard/addReview', ready: null },
] as const;

for (const { account, path, ready } of DASHBOARD_PAGES) {
  test(`axe finds no violation on ${path} (${account})`, async ({ page: customerPage, admin }) => {
    const page = account === 'admin' ? admin : customerPage;
    if (account === 'customer') await signUpCustomer(page);
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    if (ready) {
      // Wait for the rows, not the placeholders.
      await expect(page.getByRole('table', { name: ready })).not.toHaveAttribute('aria-busy');
    } else if (path === '/dashboard') {
      await expect(page.getByRole('region', { name: 'Your details' })).toBeVisible();
    }

    const results = await new AxeBuilder({ page }).analyze();

    expect(results.violations).toEqual([]);
  });
}
