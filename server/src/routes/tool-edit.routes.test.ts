// PATCH /tool/{id} on PGlite and, with DATABASE_URL, PostgreSQL: an admin's edit changes
// what every reader sees at once (the cache too), placed orders keep their prices, every
// bad edit is a sentence and changes nothing, and a stock crossing its low-stock threshold
// is recorded once, even when orders race for the last units.
import { describe, expect, it } from 'vitest';
import type { Order } from '../../../src/domain/order';
import { IMAGE_URL_RULE, type Tool } from '../../../src/domain/tool';
import { listenForToolChanges } from '../db/tool-changes';
import { setupRouteTest } from '../testing/setup-route-test';
import { adminOnly, aTool, anOrderFor, buildTestApp } from '../testing/test-app';
import { databaseKinds } from '../testing/test-database';

const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

for (const { kind, skip } of databaseKinds) {
  describe.skipIf(skip)(`editing a tool on ${kind}`, () => {
    const t = setupRouteTest({}, kind);

    const editAs = (token: string | undefined, id: string, body: unknown) =>
      t.call('PATCH', `/tool/${id}`, { token, body });
    const edit = (id: string, body: unknown) => editAs(t.tokens.admin, id, body);
    const toolOf = async (id: string) => (await t.call('GET', `/tool/${id}`)).body as Tool;
    const alerts = () =>
      t.db.query<{ stock: number; threshold: number }>(
        'SELECT stock, threshold FROM low_stock_alerts ORDER BY at, stock DESC',
      );

    it('changes price, stock, minimum, description, image and threshold, and says so', async () => {
      const id = await t.deps.tools.add(aTool);
      const answer = await edit(id, {
        price: 18,
        availableQty: 40,
        minQty: 3,
        description: 'Now with a longer handle.',
        img: 'https://images.example.test/roller-2.png',
        lowStockThreshold: 5,
      });
      expect(answer).toMatchObject({ status: 200, body: { modifiedCount: 1 } });
      expect(await toolOf(id)).toMatchObject({
        name: aTool.name,
        price: 18,
        availableQty: 40,
        minQty: 3,
        description: 'Now with a longer handle.',
        img: 'https://images.example.test/roller-2.png',
        lowStockThreshold: 5,
      });
      // The same values again change nothing.
      expect((await edit(id, { price: 18 })).body).toEqual({ modifiedCount: 0 });
    });

    it('leaves one audit entry per edit that changed something, naming who made it', async () => {
      const id = await t.deps.tools.add(aTool);
      await edit(id, { price: 18 });
      await edit(id, { price: 18 });

      const audit = await t.call('GET', '/audit', { token: t.tokens.admin });
      const entries = (audit.body as { items: { action: string; subjectId?: string }[] }).items;
      expect(entries.filter((entry) => entry.action === 'tool-edited')).toEqual([
        expect.objectContaining({ subjectId: id, subject: aTool.name }),
      ]);
    });

    it('answers the new values from GET /tool at once, though the list was cached', async () => {
      const id = await t.deps.tools.add(aTool);
      const list = async () => (await t.call('GET', '/tool')).body as Tool[];
      expect((await list())[0]?.price).toBe(15);
      expect((await toolOf(id)).price).toBe(15);
      await edit(id, { price: 21, availableQty: 7 });
      expect((await list())[0]).toMatchObject({ price: 21, availableQty: 7 });
      expect(await toolOf(id)).toMatchObject({ price: 21, availableQty: 7 });
    });

    it('reaches another process’s cache through the change feed', async () => {
      const id = await t.deps.tools.add(aTool);
      const feed = await listenForToolChanges(t.db);
      try {
        // A second process, caching for a minute: only the feed can tell it.
        const other = buildTestApp(t.db, { toolChanges: feed, toolCacheTtlMs: 60_000 });
        const priceThere = async () =>
          ((await other.call('GET', `/tool/${id}`)).body as Tool).price;
        expect(await priceThere()).toBe(15);
        await edit(id, { price: 30 });
        const deadline = Date.now() + 2_000;
        while ((await priceThere()) !== 30 && Date.now() < deadline) {
          await new Promise((resolve) => setTimeout(resolve, 5));
        }
        expect(await priceThere()).toBe(30);
      } finally {
        await feed.close();
      }
    });

    it('keeps the prices of orders already placed', async () => {
      const id = await t.deps.tools.add(aTool);
      const placed = await t.call('POST', '/order', {
        token: t.tokens.customer,
        body: anOrderFor(id, 2),
      });
      const orderId = (placed.body as { insertedId: string }).insertedId;
      await edit(id, { price: 99 });
      const order = (await t.call('GET', `/order/${orderId}`, { token: t.tokens.customer }))
        .body as Order;
      expect(order).toMatchObject({ toolPrice: 30, lines: [{ unitPrice: 15, total: 30 }] });
    });

    it.each([
      [{ price: 0 }, 'Price must be at least 1'],
      [{ availableQty: 'many' }, 'Available quantity must be a number'],
      [{ availableQty: 1 }, 'Minimum quantity cannot be more than the available quantity'],
      [{ minQty: 21 }, 'Minimum quantity cannot be more than the available quantity'],
      [{ description: ' ' }, 'Description is Required'],
      [{ img: 'javascript:alert(1)' }, IMAGE_URL_RULE],
      [{ lowStockThreshold: -2 }, 'Low-stock threshold must be at least 0'],
      [{ price: 16, name: 'Renamed' }, '"name" is not an accepted field'],
    ])('refuses %j with a sentence, changing nothing', async (body, message) => {
      const id = await t.deps.tools.add(aTool);
      const before = await toolOf(id);
      expect(await edit(id, body)).toMatchObject({ status: 400, body: { message } });
      expect(await toolOf(id)).toEqual(before);
    });

    it('answers 404 for an unknown or malformed id', async () => {
      expect((await edit(UNKNOWN_ID, { price: 3 })).status).toBe(404);
      expect((await edit('not-a-uuid', { price: 3 })).status).toBe(404);
    });

    it.each(adminOnly(200))('lets %s edit with status %i', async (caller, status) => {
      const id = await t.deps.tools.add(aTool);
      const answer = await editAs(t.tokens[caller], id, { price: 16 });
      expect(answer.status).toBe(status);
      expect((await toolOf(id)).price).toBe(status === 200 ? 16 : 15);
    });

    it('records a crossing of the threshold once, until the stock rises above it again', async () => {
      const id = await t.deps.tools.add({ ...aTool, minQty: 1, availableQty: 20 });
      await edit(id, { lowStockThreshold: 10 });
      expect(await alerts()).toEqual([]);
      await edit(id, { availableQty: 10 });
      await edit(id, { availableQty: 4 });
      expect(await alerts()).toEqual([{ stock: 10, threshold: 10 }]);
      await edit(id, { availableQty: 11 });
      await edit(id, { availableQty: 9 });
      expect(await alerts()).toHaveLength(2);
    });

    it('records one crossing when many orders race below the threshold', async () => {
      const id = await t.deps.tools.add({ ...aTool, minQty: 1, availableQty: 30 });
      await edit(id, { lowStockThreshold: 20 });
      const tokens = await Promise.all(
        Array.from({ length: 12 }, (_, i) => t.signIn(`racer${i}@paintco.test`)),
      );
      const answers = await Promise.all(
        tokens.map((token) => t.call('POST', '/order', { token, body: anOrderFor(id, 2) })),
      );
      expect(answers.every((answer) => answer.status === 201)).toBe(true);
      expect((await toolOf(id)).availableQty).toBe(6);
      const recorded = await alerts();
      expect(recorded).toHaveLength(1);
      expect(recorded[0]).toMatchObject({ stock: 20, threshold: 20 });
    });
  });
}
