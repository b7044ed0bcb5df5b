// Trade accounts end to end from nothing (issue 25, "What it must show"): a store admin
// approves a customer's application and gives the new company 10 % off a spray gun; the
// company admin invites a buyer, who accepts after signing in, and sets their $500 order
// limit; the buyer sees the contract price on the tool page and in the cart; an order of
// about $800 waits for approval; the company admin approves it; the buyer pays, and the
// invoice prints the contract price and why. The application and reading the invitation's
// id go through the API: they are not the point here.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { ADMIN, logIn, signUpNewCustomer, storedToken } from './support/accounts';
import { API, toolNamed } from './support/api';
import { servedPdfText } from './support/pdf-text';
import {
  apiAs,
  approveOrder,
  buyAwaitingApproval,
  pageAt,
  payWithTestCard,
} from './support/trade-journey';
import { formatAmount } from '../src/domain/money';

const TOOL = 'HVLP Spray Gun';
// Nine spray guns at 10 % off come to about $800: above the buyer's $500 order limit.
const QTY = 9;

/** A row of a table on a desktop, a card on a phone, holding `text`. */
const rowWith = (page: Page, width: number, text: string) =>
  page.getByRole(width < 600 ? 'listitem' : 'row').filter({ hasText: text });

/** The store's admin approves the application and sets 10 % off the spray gun. */
async function approveWithTenPercentOff(admin: Page, width: number, companyName: string) {
  await admin.goto('/dashboard/companies');
  const application = rowWith(admin, width, companyName).filter({ hasText: 'Waiting' });
  await application.getByRole('button', { name: 'Approve' }).click();
  await expect(admin.getByText(`${companyName} was approved`)).toBeVisible();
  await admin.getByRole('button', { name: `Contract prices of ${companyName}` }).click();
  const prices = admin.getByRole('dialog', { name: `Contract prices of ${companyName}` });
  await prices.getByLabel(/Last day/).fill(`${new Date().getFullYear() + 1}-12-31`);
  await prices.getByRole('button', { name: 'Add a tool' }).click();
  const row = prices.getByRole('group', { name: 'Contract price 1' });
  await row.getByLabel('Tool').selectOption({ label: TOOL });
  await row.getByLabel(/Percentage off/).fill('10');
  await prices.getByRole('button', { name: 'Save contract prices' }).click();
  await expect(admin.getByText(`Contract prices of ${companyName} saved`)).toBeVisible();
}

/**
 * Morgan invites Bailey on My Company; Bailey opens the invitation (its id read through the
 * API, as the e-mail would link it) and accepts; Morgan sets Bailey's $500 order limit.
 */
async function inviteBuyer(
  request: APIRequestContext,
  {
    morgan,
    bailey,
    width,
    companyName,
  }: Record<'morgan' | 'bailey', Page> & {
    width: number;
    companyName: string;
  },
  buyer: { email: string; name: string },
) {
  await morgan.goto('/dashboard/company');
  await morgan.getByLabel('E-mail').fill(buyer.email);
  await morgan.getByRole('button', { name: 'Send the invitation' }).click();
  await expect(rowWith(morgan, width, buyer.email)).toBeVisible();
  const { company } = await apiAs<{ company: { _id: string } }>(request, morgan, 'get', '/company');
  const invitations = await apiAs<{ _id: string; email: string }[]>(
    request,
    morgan,
    'get',
    `/company/${company._id}/invitations`,
  );
  const invitation = invitations.find((one) => one.email === buyer.email);
  await bailey.goto(`/dashboard/invitation/${invitation?._id ?? ''}`);
  await bailey.getByRole('button', { name: 'Accept the invitation' }).click();
  await expect(bailey.getByText(companyName).first()).toBeVisible();

  await morgan.reload();
  const limits = morgan.getByRole('form', { name: `Spending limits of ${buyer.name}` });
  await limits.getByLabel('Order limit').fill('500');
  await limits.getByRole('button', { name: `Save the limits of ${buyer.name}` }).click();
  await expect(morgan.getByText(`${buyer.name}'s spending limits were saved`)).toBeVisible();
}

for (const width of [375, 1280] as const) {
  test(
    `at ${width} px, a new company from its application to an order paid at its contract price`,
    width === 1280 ? { tag: '@hosts' } : {},
    async ({ browser, request }) => {
      test.setTimeout(120_000);
      const tool = await toolNamed(request, TOOL);
      const unitCents = Math.round(tool.price * 90);
      const unit = formatAmount(unitCents / 100);
      const total = formatAmount((unitCents * QTY) / 100);
      const companyName = `Brushworks ${width} ${Date.now().toString(36)}`;
      const reason = new RegExp(`Contract price for ${companyName} \\(10 % off\\)`);

      // A customer applies for a trade account.
      const { page: morgan } = await pageAt(browser, width, (page) =>
        signUpNewCustomer(page, 'Morgan'),
      );
      await apiAs(request, morgan, 'post', '/company-applications', {
        companyName,
        taxId: '12-3456789',
        address: '1 Trade Way, Columbus, OH 43004',
        expectedYearlyVolume: 80_000,
      });

      // The store's admin approves it, and sets 10 % off the spray gun until next year's end.
      const { page: admin } = await pageAt(browser, width, (page) => logIn(page, ADMIN));
      await approveWithTenPercentOff(admin, width, companyName);

      // Morgan, its company admin, invites Bailey, who accepts after signing in, and gives
      // Bailey a $500 order limit.
      const { page: bailey, account: buyer } = await pageAt(browser, width, (page) =>
        signUpNewCustomer(page, 'Bailey'),
      );
      await inviteBuyer(request, { morgan, bailey, width, companyName }, buyer);

      // Bailey sees the contract price and why; the order of about $800 waits for approval.
      const purchase = { tool, qty: QTY, unit, total, reason };
      const { orderId, number } = await buyAwaitingApproval(bailey, purchase);

      // Morgan approves it; Bailey pays; the invoice prints the contract price and why.
      await approveOrder(morgan, number);
      await payWithTestCard(bailey, orderId, total);
      const token = await storedToken(bailey);
      const pdf = await request.get(`${API}/order/${orderId}/invoice.pdf`, {
        headers: { Authorization: `Bearer ${token ?? ''}` },
      });
      expect(pdf.ok()).toBe(true);
      const text = servedPdfText(await pdf.body());
      expect(text).toContain(`${TOOL} `);
      expect(text).toMatch(reason);
      expect(text).toContain(`${QTY}${unit}${total}`);
    },
  );
}
