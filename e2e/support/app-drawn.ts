// A signed-in page arrives as its prerendered frame; its buttons answer once the app has
// drawn the page over it (the frame's `data-frame` then goes). A click on the frame's menu
// button before that is lost, so steps that open menus wait for the app first.
import { expect, type Page } from '@playwright/test';

export async function appDrawn(page: Page): Promise<void> {
  await expect(page.locator('#root')).not.toHaveAttribute('data-frame');
}
