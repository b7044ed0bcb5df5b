import { describe, expect, it } from 'vitest';
import { aTool, adminOnly, publicUrl } from '../testing/test-app';
import { setupRouteTest } from '../testing/setup-route-test';
import { expectRefusalBody } from '../testing/refusal-body';
import { IMAGE_URL_RULE } from '../../../src/domain/tool';

// A long cache lifetime: every change below must show through invalidation alone.
const t = setupRouteTest({ toolCacheTtlMs: 60_000 });

const addTool = async (tool = aTool) => t.deps.tools.add(tool);
const toolCount = async () => (await t.deps.tools.list()).length;

describe('GET /tool and /tool/{id}', () => {
  it('lists tools with the images the API serves as absolute URLs', async () => {
    expect((await t.call('GET', '/tool')).body).toEqual([]);
    const added = await t.call('POST', '/tool', { token: t.tokens.admin, body: aTool });
    const id = (added.body as { insertedId: string }).insertedId;
    const { status, body } = await t.call('GET', '/tool');
    expect(status).toBe(200);
    expect(body).toEqual([
      {
        _id: id,
        ...aTool,
        img: `${publicUrl}/images/paint-roller.svg`,
        tiers: [],
        lowStockThreshold: 0,
        partNumber: 'TEST-ROLLER',
        packSize: 1,
        maxPerOrder: 0,
      },
    ]);
  });

  it('answers one tool, 404 for an unknown id, 400 for a malformed one', async () => {
    const id = await addTool({ ...aTool, img: 'https://cdn.example.com/r.png' });
    expect(await t.call('GET', `/tool/${id}`)).toMatchObject({
      status: 200,
      body: { _id: id, name: 'Test Roller', img: 'https://cdn.example.com/r.png' },
    });
    expect(await t.call('GET', '/tool/00000000-0000-4000-8000-000000000000')).toMatchObject({
      status: 404,
      body: { message: 'There is no tool with that id.' },
    });
    expect(await t.call('GET', '/tool/not-an-id')).toMatchObject({
      status: 400,
      body: { message: 'That id is not valid' },
    });
  });
});

describe('POST /tool', () => {
  it.each(adminOnly(201))('%s gets %i', async (caller, status) => {
    await t.call('GET', '/tool');
    const result = await t.call('POST', '/tool', { token: t.tokens[caller], body: aTool });
    expect(result.status).toBe(status);
    const list = (await t.call('GET', '/tool')).body as unknown[];
    if (status === 201) {
      expect(result.body).toEqual({ insertedId: expect.any(String) });
      expect(list).toHaveLength(1);
    } else {
      expectRefusalBody(result.body);
      expect(list).toHaveLength(0);
    }
  });

  it('accepts numbers typed into a form as digits', async () => {
    const body = { ...aTool, minQty: '3', availableQty: '40', price: '9' };
    expect((await t.call('POST', '/tool', { token: t.tokens.admin, body })).status).toBe(201);
    expect((await t.deps.tools.list())[0]).toMatchObject({ minQty: 3, availableQty: 40, price: 9 });
  });

  it.each([
    ['a missing name', { ...aTool, name: undefined }, 'Name is Required'],
    ['a price that is text', { ...aTool, price: 'cheap' }, 'Price must be a number'],
    ['a fractional quantity', { ...aTool, minQty: 1.5 }, 'Minimum quantity must be a whole number'],
    ['an extra field', { ...aTool, role: 'admin' }, '"role" is not an accepted field'],
    ['an array', [aTool], 'The request body must be a JSON object'],
    [
      'minQty above stock',
      { ...aTool, minQty: 30 },
      'Minimum quantity cannot be more than the available quantity',
    ],
    ['a script image', { ...aTool, img: 'javascript:alert(1)' }, IMAGE_URL_RULE],
    ['a protocol-relative image', { ...aTool, img: '//evil.example/x.png' }, IMAGE_URL_RULE],
    ['an image behind a backslash', { ...aTool, img: '/\\evil.example/x.png' }, IMAGE_URL_RULE],
  ])('refuses %s with a message and adds nothing', async (_, body, message) => {
    const result = await t.call('POST', '/tool', { token: t.tokens.admin, body });
    expect(result).toMatchObject({ status: 400, body: { message } });
    expect(await toolCount()).toBe(0);
  });

  it('refuses malformed JSON and bodies over 100 KB', async () => {
    const headers = { 'Content-Type': 'application/json' };
    expect(
      await t.call('POST', '/tool', { token: t.tokens.admin, rawBody: '{"name":', headers }),
    ).toMatchObject({ status: 400, body: { message: 'The request body must be valid JSON' } });
    const huge = JSON.stringify({ ...aTool, description: 'x'.repeat(101 * 1024) });
    expect(
      await t.call('POST', '/tool', { token: t.tokens.admin, rawBody: huge, headers }),
    ).toMatchObject({ status: 413, body: { message: 'The request body is larger than 100 KB.' } });
    expect(await toolCount()).toBe(0);
  });
});

describe('DELETE /tool/{id}', () => {
  it.each(adminOnly(200))('%s gets %i', async (caller, status) => {
    const id = await addTool();
    await t.call('GET', `/tool/${id}`);
    const result = await t.call('DELETE', `/tool/${id}`, { token: t.tokens[caller] });
    expect(result.status).toBe(status);
    const after = await t.call('GET', `/tool/${id}`);
    if (status === 200) {
      expect(result.body).toEqual({ deletedCount: 1 });
      expect(after.status).toBe(404);
    } else {
      expect(after.status).toBe(200);
    }
  });

  it('answers 404 for an unknown id and 400 for a malformed one', async () => {
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect((await t.call('DELETE', `/tool/${unknown}`, { token: t.tokens.admin })).status).toBe(
      404,
    );
    expect((await t.call('DELETE', '/tool/1;DROP', { token: t.tokens.admin })).status).toBe(400);
  });
});
