// Screenshots of the cart (three lines) and the catalogue at 375 and 1280 px, for the
// notes that close an issue: `npx tsx scripts/screens.ts [base URL]` against a running
// `npm start` (http://127.0.0.1:5173 by default). A visitor's cart, filled from /tools,
// so no account is touched. PNGs of the first screen go to docs/screens/.
import { mkdir } from 'node:fs/promises';
import { resolve } from 'node:path';
import { chromium, type BrowserContext, type Page } from '@playwright/test';
import { CHROMIUM_PATH, OFFLINE_CHROMIUM_FLAGS } from './offline-chromium';

const base = (process.argv[2] ?? 'http://127.0.0.1:5173').replace(/\/$/, '');
const out = resolve(import.meta.dirname, '../docs/screens');
const WIDTHS = [375, 1280] as const;
const LINES = 3;

async function fillCart(page: Page) {
  await page.goto(`${base}/tools`);
  const adds = page.getByRole('button', { name: /^Add .* to cart$/ });
  await adds.first().waitFor();
  for (let line = 0; line < LINES; line += 1) {
    await adds.nth(line).click();
    await page
      .getByText(/added to your cart/)
      .last()
      .waitFor();
  }
}

async function shoot(context: BrowserContext, width: number, [path, name, ready]: Shot) {
  // A tab of its own: the router would restore the scroll of the tab that filled the cart.
  const page = await context.newPage();
  await page.setViewportSize({ width, height: width < 600 ? 812 : 900 });
  await page.goto(`${base}${path}`);
  await ready(page);
  // Lazy pictures and fonts settle before the picture is taken.
  await page.waitForLoadState('networkidle');
  await page.screenshot({ path: `${out}/${name}-${width}.png` });
  console.log(`docs/screens/${name}-${width}.png`);
  await page.close();
}

type Shot = readonly [path: string, name: string, ready: (page: Page) => Promise<void>];
const SHOTS: readonly Shot[] = [
  ['/tools', 'tools', (page) => page.getByRole('list', { name: 'Tools' }).waitFor()],
  ['/cart', 'cart', (page) => page.getByRole('list', { name: 'Tools in your cart' }).waitFor()],
];

const browser = await chromium.launch({
  executablePath: CHROMIUM_PATH,
  args: OFFLINE_CHROMIUM_FLAGS,
});
try {
  await mkdir(out, { recursive: true });
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  await fillCart(await context.newPage());
  for (const width of WIDTHS) {
    for (const shot of SHOTS) await shoot(context, width, shot);
  }
} finally {
  await browser.close();
}
