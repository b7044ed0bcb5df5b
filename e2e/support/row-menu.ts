// A table row's actions sit behind one menu button ("Actions for {name}"): open it and
// choose an item (Edit, Price tiers, Delete).
import { expect, type Page } from '@playwright/test';

export async function chooseRowAction(page: Page, name: string, item: string): Promise<void> {
  await page.getByRole('button', { name: `Actions for ${name}`, exact: true }).click();
  const menu = page.getByRole('menu', { name: `Actions for ${name}`, exact: true });
  await expect(menu).toBeVisible();
  await menu.getByRole('menuitem', { name: item, exact: true }).click();
}
