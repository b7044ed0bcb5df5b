// Reviews people trust, against `npm start`'s whole stack: a customer's review shows on the
// home page with their name, the day and their stars; an admin hides it and it is gone.
import { expect, test, type Page } from '@playwright/test';
import { ADMIN, logIn, signUpNewCustomer } from './support/accounts';

const reviewsOnHome = (page: Page) => page.getByRole('list', { name: 'Customer reviews' });

test('a review shows with its name and day, and an admin can hide it', async ({
  page,
  browser,
}) => {
  const customer = await signUpNewCustomer(page, 'Robin');
  const message = `Even coats from the first pass (${Date.now().toString(36)}).`;

  await page.goto('/dashboard/addReview');
  // The stars fill the spec's Rating field, which stays a labelled input.
  await page.getByRole('button', { name: '4 stars' }).click();
  await expect(page.getByLabel('Rating')).toHaveValue('4');
  await page.getByLabel('Message').fill(message);
  await page.getByRole('button', { name: 'Add review' }).click();
  await expect(page.getByText('Thank you for your review')).toBeVisible();

  await page.goto('/');
  const card = reviewsOnHome(page).getByRole('listitem').filter({ hasText: message });
  await expect(card).toBeVisible();
  await expect(card).toContainText(customer.name);
  await expect(card.getByRole('img', { name: 'Rated 4 out of 5' })).toBeVisible();
  const day = card.locator('time');
  await expect(day).toHaveText(/^\d{1,2} [A-Z][a-z]+ \d{4}$/);
  await expect(day).toHaveAttribute('datetime', /^\d{4}-\d\d-\d\dT/);

  const context = await browser.newContext();
  const admin = await context.newPage();
  await logIn(admin, ADMIN);
  await admin.goto('/dashboard');
  await admin
    .getByRole('navigation', { name: 'Dashboard' })
    .getByRole('link', { name: 'Manage Reviews' })
    .click();
  await expect(admin.getByRole('heading', { level: 1, name: 'Manage Reviews' })).toBeVisible();
  await expect(admin).toHaveTitle(/^Manage Reviews/);
  await admin
    .getByRole('button', { name: new RegExp(`^Hide the review by ${customer.name} of `) })
    .click();
  await expect(admin.getByText(/^Hidden from the home page/)).toBeVisible();
  await expect(
    admin.getByRole('button', { name: new RegExp(`^Show the review by ${customer.name} of `) }),
  ).toBeVisible();
  await context.close();

  await page.reload();
  // The seeded reviews are there, so the list has loaded, and the hidden one is not.
  await expect(reviewsOnHome(page).getByText('Morgan Reyes')).toBeVisible();
  await expect(reviewsOnHome(page).getByText(message)).toHaveCount(0);
});
