// An integrator finds the API described where the app answers: the OpenAPI document and its
// reference page under /api on the app's own origin, in `npm start` as behind nginx.
import { expect, test } from '@playwright/test';

test(
  'the API reference page draws the OpenAPI document under /api, blocked by nothing',
  { tag: '@cluster' },
  async ({ page, request }) => {
    const document = await request.get('/api/openapi.json');
    expect(document.status()).toBe(200);
    const body = (await document.json()) as { openapi: string; paths: Record<string, unknown> };
    expect(body.openapi).toMatch(/^3\.1\./);
    expect(Object.keys(body.paths)).toEqual(expect.arrayContaining(['/tool', '/order']));

    const refused: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) refused.push(message.text());
    });
    await page.goto('/api/docs');
    await expect(page.getByRole('heading', { name: 'Paint tools store API' })).toBeVisible();
    expect(refused).toEqual([]);
  },
);
