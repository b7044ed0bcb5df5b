// Signs a demo account in, through the login form, in the Chromium that Lighthouse audits:
// Playwright attaches to it over CDP and uses its default profile, so the session (the
// API token in localStorage, Firebase's IndexedDB) is there for the audited page.
import { chromium, type Page } from '@playwright/test';

export interface Account {
  readonly email: string;
  readonly password: string;
  readonly name: string;
}

async function withPage<T>(port: number, work: (page: Page) => Promise<T>): Promise<T> {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const context = browser.contexts()[0];
    if (!context) throw new Error('The audited Chromium has no default profile');
    const page = await context.newPage();
    try {
      return await work(page);
    } finally {
      await page.close();
    }
  } finally {
    // Detaches only: the browser and its profile stay for Lighthouse.
    await browser.close();
  }
}

/** Signs out whoever was signed in, then signs `account` in and waits for the greeting. */
export function signIn(port: number, web: string, account: Account): Promise<void> {
  return withPage(port, async (page) => {
    await page.goto(`${web}/login`);
    await page.evaluate(`(async () => {
      localStorage.clear();
      for (const db of await indexedDB.databases()) if (db.name) indexedDB.deleteDatabase(db.name);
    })()`);
    await page.reload();
    await page.getByLabel('Email').fill(account.email);
    await page.getByLabel('Password').fill(account.password);
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await page.getByText(`Hi, ${account.name}`).first().waitFor({ state: 'attached' });
  });
}

/** A cold HTTP cache before an audit that must keep the profile's storage. */
export function clearHttpCache(port: number): Promise<void> {
  return withPage(port, async (page) => {
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.clearBrowserCache');
  });
}

/**
 * What the customer's pages are audited with, through /api with their kept token: the id of
 * an order of theirs (their first, or one placed now of the first tool in stock when they
 * have none), so that My Orders shows rows and the order page has one, and a line in their
 * cart (added when it is empty), so that the cart shows lines, not its empty state.
 */
export function seedCustomer(
  port: number,
  web: string,
  email: string,
): Promise<{ orderId: string | undefined }> {
  return withPage(port, async (page) => {
    await page.goto(`${web}/blogs`);
    const id: unknown = await page.evaluate(`(async () => {
      const auth = { Authorization: 'Bearer ' + localStorage.getItem('accessToken') };
      const json = { ...auth, 'Content-Type': 'application/json' };
      const email = ${JSON.stringify(email)};
      const tools = await (await fetch('/api/tool')).json();
      const tool = tools.find((t) => t.availableQty >= t.minQty);
      const cart = await (await fetch('/api/cart', { headers: auth })).json();
      if (tool && Array.isArray(cart.lines) && cart.lines.length === 0) {
        const line = { toolId: tool._id, qty: tool.minQty };
        await fetch('/api/cart', { method: 'POST', headers: json, body: JSON.stringify(line) });
      }
      const listed = await fetch('/api/order?email=' + encodeURIComponent(email), { headers: auth });
      const orders = listed.ok ? await listed.json() : [];
      if (Array.isArray(orders) && orders[0]) return orders[0]._id;
      if (!tool) return undefined;
      const placed = await fetch('/api/order', {
        method: 'POST',
        headers: json,
        body: JSON.stringify({
          toolId: tool._id,
          toolQty: tool.minQty,
          name: 'Lighthouse',
          address: '18 Brush Lane, Columbus, OH 43004',
          phone: '+1 614 555 0142',
        }),
      });
      return placed.ok ? (await placed.json()).insertedId : undefined;
    })()`);
    return { orderId: typeof id === 'string' ? id : undefined };
  });
}
