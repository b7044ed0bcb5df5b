// Shipping as an admin does it: Manage Orders' Ship opens the order's Ship dialog, where the
// shipment gets its carrier, tracking number and units (all that is left unless told).
import { expect, type Locator, type Page } from '@playwright/test';

export interface ShipmentTyped {
  readonly trackingNumber: string;
  /** Units of the order's first line in this shipment (default: all still to ship). */
  readonly units?: number;
}

/** Clicks the row's Ship, records one shipment in the dialog and waits for it to be listed. */
export async function shipFromRow(page: Page, row: Locator, shipment: ShipmentTyped) {
  await row.getByRole('link', { name: /^Ship / }).click();
  const dialog = page.getByRole('dialog', { name: /^Ship order #/ });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('Tracking number').fill(shipment.trackingNumber);
  if (shipment.units !== undefined) {
    await dialog
      .getByLabel(/units in this shipment/)
      .first()
      .fill(String(shipment.units));
  }
  await dialog.getByRole('button', { name: 'Ship' }).click();
  await expect(dialog).toBeHidden();
  await expect(
    page.getByRole('region', { name: 'Shipments' }).getByText(shipment.trackingNumber),
  ).toBeVisible();
}
