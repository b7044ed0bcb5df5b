// The steps the shipment tests share: a new customer's paid order of several units, shipped
// from Manage Orders in two shipments by whoever may ship (the admin, a warehouse user),
// and the customer's order page listing both, each with a Track link to the carrier's page.
import { expect, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { signUpNewCustomer, storedToken, type CUSTOMER } from './accounts';
import { placeOrderThroughApi, toolNamed } from './api';
import { shipFromRow } from './ship';

export interface PaidOrder {
  readonly customerPage: Page;
  readonly customer: typeof CUSTOMER;
  readonly orderId: string;
}

/** A new customer signs up, orders through the API and pays on the payment page. */
export async function paidOrderOfNewCustomer(
  browser: Browser,
  request: APIRequestContext,
  viewport: { width: number; height: number },
): Promise<PaidOrder> {
  // Signed up and in at the default width, where the greeting shows in the bar.
  const customerPage = await (await browser.newContext()).newPage();
  const customer = await signUpNewCustomer(customerPage, 'Shipley');
  await customerPage.setViewportSize(viewport);
  const tool = await toolNamed(request, 'Flexible Putty Knife 3"');
  const token = await storedToken(customerPage);
  if (!token) throw new Error('The customer has no access token');
  const orderId = await placeOrderThroughApi(request, token, tool, customer.name);

  await customerPage.goto(`/dashboard/payment/${orderId}`);
  const pay = customerPage.getByRole('button', { name: /^Pay \$/ });
  await expect(pay).toBeEnabled();
  await customerPage.getByLabel('Card number').fill('4242 4242 4242 4242');
  await customerPage.getByLabel('Expiry (MM/YY)').fill('12/34');
  await customerPage.getByLabel('CVC').fill('123');
  await pay.click();
  await expect(customerPage.getByText('Thank you! your payment is completed!')).toBeVisible();
  return { customerPage, customer, orderId };
}

const trackingNumbers = (label: string) => [`FIRST${label}`, `SECOND${label}`] as const;

/** The signed-in `shipper` ships the customer's order in two shipments from Manage Orders. */
export async function shipInTwo(shipper: Page, customerEmail: string, label: string) {
  const [first, second] = trackingNumbers(label);
  // A table row at 1280 px, a card below 780 px: both carry the order's key.
  const row = shipper.locator('[data-row-key]').filter({ hasText: customerEmail });
  await shipper.goto('/dashboard/manageOrders');
  await shipFromRow(shipper, row, { trackingNumber: first, units: 1 });
  await expect(shipper.getByText('Partly shipped').first()).toBeVisible();

  await shipper.goto('/dashboard/manageOrders');
  await expect(row).toContainText('Partly shipped');
  await shipFromRow(shipper, row, { trackingNumber: second });
  await shipper.goto('/dashboard/manageOrders');
  await expect(row).toContainText('Shipped');
  await expect(row.getByRole('link', { name: /^Ship / })).toHaveCount(0);
}

/** The customer's order page lists both shipments, each tracked on the carrier's page. */
export async function expectBothTracked({ customerPage, orderId }: PaidOrder, label: string) {
  await customerPage.goto(`/dashboard/order/${orderId}`);
  const shipments = customerPage.getByRole('region', { name: 'Shipments' });
  for (const [index, number] of trackingNumbers(label).entries()) {
    const track = shipments.getByRole('link', {
      name: `Track shipment ${index + 1} with DHL Express`,
    });
    await expect(track).toHaveAttribute('href', new RegExp(`^https://.*${number}$`));
    await expect(track).toHaveAttribute('target', '_blank');
  }
  await expect(customerPage.getByRole('button', { name: 'Ship' })).toHaveCount(0);
}
