import type { Locator } from '@playwright/test';

/**
 * Waits until React has adopted a prerendered element. The public pages paint from HTML
 * before their scripts run, and a tap on a button before React adopts it is lost (a known
 * gap that deserves its own work), so a test that taps at once must wait first.
 */
export async function whenReactAdopts(element: Locator): Promise<void> {
  await element.evaluate(
    (node) =>
      new Promise<void>((adopted) => {
        const check = () =>
          Object.keys(node).some((key) => key.startsWith('__reactProps'))
            ? adopted()
            : setTimeout(check, 50);
        check();
      }),
  );
}
