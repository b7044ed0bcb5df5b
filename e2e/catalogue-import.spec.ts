// Catalogue import end to end (issue 27, item 6), against `npm start`'s whole stack or the
// cluster: an admin picks a CSV, reads the dry run (a tool to create, one to change, nothing
// written yet), applies it, and the catalogue and the audit log show it.
import { expect, test } from '@playwright/test';
import { ADMIN, logIn } from './support/accounts';
import { listTools, toolNamed } from './support/api';

test(
  'an admin imports a CSV of tools after a dry run',
  { tag: '@cluster' },
  async ({ page, request }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    const run = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`.toUpperCase();
    const kept = `E2E Kept Roller ${run}`;
    const added = `E2E Imported Tray ${run}`;
    const header = 'Part number,Name,Description,Price,Minimum,Stock,Pack size,Image URL';
    const first = [
      header,
      `E2E-K-${run},${kept},A roller kept by the import,12,2,40,,/images/paint-roller.svg`,
    ];
    await logIn(page, ADMIN);
    await page.goto('/dashboard/importCatalogue');
    const pick = async (rows: string[]) =>
      page.getByLabel('CSV file of tools').setInputFiles({
        name: 'catalogue.csv',
        mimeType: 'text/csv',
        buffer: Buffer.from(rows.join('\r\n')),
      });

    // The first import adds the tool the second one changes.
    await pick(first);
    await page.getByRole('button', { name: 'Dry run' }).click();
    await page.getByRole('button', { name: 'Apply the import' }).click();
    await expect(page.getByRole('status')).toHaveText(
      'Imported: 1 tool created, 0 changed, 0 refused, 0 unchanged',
    );

    await pick([
      header,
      `E2E-K-${run},${kept},A roller kept by the import,15,2,35,,/images/paint-roller.svg`,
      `E2E-T-${run},${added},"A tray, 12 inch",6,1,30,2,/images/paint-roller.svg`,
    ]);
    await page.getByRole('button', { name: 'Dry run' }).click();
    await expect(page.getByRole('status')).toHaveText(
      'Dry run: 1 tool to create, 1 to change, 0 refused, 0 unchanged',
    );
    await expect(page.getByRole('table', { name: 'Tools to change' })).toContainText(
      `${kept}: price, stock`,
    );
    // A dry run writes nothing.
    expect((await listTools(request)).some((tool) => tool.name === added)).toBe(false);
    expect(await toolNamed(request, kept)).toMatchObject({ price: 12, availableQty: 40 });

    await page.getByRole('button', { name: 'Apply the import' }).click();
    await expect(page.getByRole('status')).toHaveText(
      'Imported: 1 tool created, 1 changed, 0 refused, 0 unchanged',
    );
    expect(await toolNamed(request, kept)).toMatchObject({ price: 15, availableQty: 35 });
    expect(await toolNamed(request, added)).toMatchObject({
      partNumber: `E2E-T-${run}`,
      packSize: 2,
      description: 'A tray, 12 inch',
    });
    await page.goto('/dashboard/auditLog');
    await expect(
      page.getByText('Imported the catalogue: 1 tool created, 1 tool changed').first(),
    ).toBeVisible();
  },
);
