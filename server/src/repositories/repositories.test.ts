// The SQL repositories on PGlite, and on PostgreSQL when DATABASE_URL is set (CI).
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { databaseKinds, openTestDatabase, type TestDatabase } from '../testing/test-database';
import type { Order } from '../../../src/domain/order';
import { DEFAULT_UNPAID_LIMITS } from '../../../src/domain/unpaid-limits';
import { OrdersSql } from './orders.sql';
import { ReviewsSql } from './reviews.sql';
import { ToolsSql } from './tools.sql';
import { UsersSql } from './users.sql';

const roller = {
  name: 'Roller',
  img: '/images/paint-roller.svg',
  description: 'Rolls paint.',
  minQty: 2,
  availableQty: 20,
  price: 15,
};

const now = new Date('2026-06-15T12:00:00Z');
const inHalfAnHour = new Date('2026-06-15T12:30:00Z');
const limits = { ...DEFAULT_UNPAID_LIMITS, now };

const lineOf = (toolId: string, qty: number) => ({
  toolId,
  toolName: roller.name,
  toolImg: roller.img,
  qty,
  unitPrice: 15,
  total: 15 * qty,
});

const orderOf = (toolId: string, toolQty: number, email = 'customer@paintco.test') => ({
  lines: [lineOf(toolId, toolQty)],
  name: 'Casey',
  email,
  address: '1 Paint Street',
  phone: '555 0100',
  expiresAt: inHalfAnHour,
});

const signIn = (email: string, name: string, uid = `uid-${email}`, emailVerified = false) => ({
  email,
  name,
  authUid: uid,
  emailVerified,
});

for (const { kind, skip } of databaseKinds) {
  describe.skipIf(skip)(`repositories on ${kind}`, () => {
    let testDb: TestDatabase;
    let tools: ToolsSql;
    let orders: OrdersSql;
    let users: UsersSql;
    let reviews: ReviewsSql;
    let placeOrder: (order: ReturnType<typeof orderOf>) => Promise<Order | undefined>;

    beforeAll(async () => {
      testDb = await openTestDatabase(kind);
      tools = new ToolsSql(testDb.db);
      orders = new OrdersSql(testDb.db);
      users = new UsersSql(testDb.db);
      placeOrder = async (order) => {
        const result = await orders.place(order, limits);
        return result.placed ? result.order : undefined;
      };
      reviews = new ReviewsSql(testDb.db);
    }, 30_000);
    afterAll(() => testDb.close());
    beforeEach(() => testDb.reset());

    describe('tools', () => {
      it('adds, finds, lists in insertion order and removes', async () => {
        const id = await tools.add(roller);
        const second = await tools.add({ ...roller, name: 'Brush' });
        expect(await tools.findById(id)).toEqual({
          _id: id,
          ...roller,
          tiers: [],
          lowStockThreshold: 0,
          // A tool added without a part number gets one made from its name.
          partNumber: 'ROLLER',
          packSize: 1,
          maxPerOrder: 0,
        });
        expect((await tools.list()).map((tool) => tool._id)).toEqual([id, second]);
        expect(await tools.remove(id)).toBe(1);
        expect(await tools.remove(id)).toBe(0);
        expect(await tools.findById(id)).toBeUndefined();
      });
    });

    describe('users bound to their sign-in', () => {
      it('binds a row at its first sign-in and refuses another unverified one', async () => {
        expect(await users.upsertSignedIn(signIn('a@paintco.test', 'Ann', 'uid-1'))).toMatchObject({
          ok: true,
        });
        expect(await users.upsertSignedIn(signIn('a@paintco.test', 'Eve', 'uid-2'))).toEqual({
          ok: false,
          reason: 'bound-to-another-sign-in',
        });
        expect(await users.findAccount('a@paintco.test')).toMatchObject({
          authUid: 'uid-1',
          user: { name: 'Ann' },
        });
      });

      it('re-binds to a sign-in with a verified e-mail, and binds a seeded row', async () => {
        await users.upsertSignedIn(signIn('a@paintco.test', 'Ann', 'uid-1'));
        expect(
          await users.upsertSignedIn(signIn('a@paintco.test', '', 'uid-2', true)),
        ).toMatchObject({ ok: true });
        expect((await users.findAccount('a@paintco.test'))?.authUid).toBe('uid-2');
        await testDb.db.query(`INSERT INTO users (email, name) VALUES ('s@paintco.test', 'S')`);
        expect((await users.findAccount('s@paintco.test'))?.authUid).toBeUndefined();
        await users.upsertSignedIn(signIn('s@paintco.test', '', 'uid-s'));
        expect((await users.findAccount('s@paintco.test'))?.authUid).toBe('uid-s');
      });

      it('lets only one of two first sign-ins at once bind the row', async () => {
        const results = await Promise.all(
          Array.from({ length: 8 }, (_, i) =>
            users.upsertSignedIn(signIn('race@paintco.test', '', `uid-${i}`)),
          ),
        );
        const bound = (await users.findAccount('race@paintco.test'))?.authUid;
        const winners = results.filter((result) => result.ok);
        expect(winners).toHaveLength(1);
        expect(bound).toMatch(/^uid-\d$/);
      });
    });

    describe('users', () => {
      it('upserts on sign-in, keeping the stored name when none is given', async () => {
        const user = await users.upsertSignedIn(signIn('a@paintco.test', 'Ann'));
        if (!user.ok) throw new Error('refused');
        expect(user.user).toEqual({ _id: user.user._id, name: 'Ann', email: 'a@paintco.test' });
        const again = await users.upsertSignedIn(signIn('a@paintco.test', ''));
        expect(again).toEqual(user);
        expect(await users.upsertSignedIn(signIn('a@paintco.test', 'Annie'))).toMatchObject({
          ok: true,
          user: { name: 'Annie' },
        });
      });

      it('updates only the profile fields given, and never the role', async () => {
        await users.upsertSignedIn(signIn('a@paintco.test', 'Ann'));
        expect(await users.updateProfile('a@paintco.test', { location: 'Ohio' })).toBe(1);
        expect(await users.updateProfile('a@paintco.test', { phone: '555' })).toBe(1);
        expect(await users.updateProfile('a@paintco.test', {})).toBe(1);
        expect(await users.updateProfile('nobody@paintco.test', { phone: '1' })).toBe(0);
        const user = await users.findByEmail('a@paintco.test');
        expect(user).toMatchObject({ name: 'Ann', location: 'Ohio', phone: '555' });
        expect(user?.role).toBeUndefined();
      });

      it('promotes once, and a role change shows on the next read', async () => {
        await users.upsertSignedIn(signIn('a@paintco.test', 'Ann'));
        expect(await users.promoteToAdmin('a@paintco.test')).toBe(1);
        expect(await users.promoteToAdmin('a@paintco.test')).toBe(0);
        expect(await users.promoteToAdmin('nobody@paintco.test')).toBe(0);
        expect((await users.findByEmail('a@paintco.test'))?.role).toBe('admin');
        await testDb.db.query(`UPDATE users SET role = NULL WHERE email = 'a@paintco.test'`);
        expect((await users.findByEmail('a@paintco.test'))?.role).toBeUndefined();
        expect(await users.list()).toHaveLength(1);
      });
    });

    describe('reviews', () => {
      const good = { rating: '4', message: 'Good' } as const;
      const newest = { limit: 20, page: 1 };

      it('adds and lists with the name of an unknown author, not their e-mail', async () => {
        const id = await reviews.add(good, 'a@paintco.test', now);
        expect(await reviews.listPublished(newest)).toEqual([
          {
            _id: id,
            rating: '4',
            message: 'Good',
            name: 'A customer',
            createdAt: expect.any(String),
          },
        ]);
      });

      it('hides and shows a review; an unknown id changes nothing', async () => {
        const id = (await reviews.add(good, 'a@paintco.test', now)) ?? '';
        expect(await reviews.setHidden(id, true)).toBe(1);
        expect(await reviews.listPublished(newest)).toEqual([]);
        expect(await reviews.listAll()).toMatchObject([{ _id: id, hidden: true }]);
        expect(await reviews.setHidden(id, false)).toBe(1);
        expect(await reviews.listPublished(newest)).toHaveLength(1);
        expect(await reviews.setHidden(crypto.randomUUID(), true)).toBe(0);
      });

      it('keeps one review per author, even when ten arrive at once or it is hidden', async () => {
        const ids = await Promise.all(
          Array.from({ length: 10 }, (_, i) =>
            reviews.add({ rating: '5', message: `Take ${i}` }, 'a@paintco.test', now),
          ),
        );
        const added = ids.filter((id) => id !== undefined);
        expect(added).toHaveLength(1);
        await reviews.setHidden(added[0] ?? '', true);
        expect(await reviews.add(good, 'a@paintco.test', now)).toBeUndefined();
        expect(await reviews.listAll()).toHaveLength(1);
        // Another author is not held back by it.
        expect(await reviews.add(good, 'b@paintco.test', now)).toEqual(expect.any(String));
      });

      it('lists the newest first, a page at a time, those written together newest last in', async () => {
        const messages = Array.from({ length: 5 }, (_, i) => `Review ${i}`);
        for (const [i, message] of messages.entries()) {
          // Two by two at one clock reading: the one written later still comes first.
          const at = new Date(now.getTime() + Math.floor(i / 2) * 60_000);
          await reviews.add({ rating: '3', message }, `author${i}@paintco.test`, at);
        }
        const page = async (limit: number, number: number) =>
          (await reviews.listPublished({ limit, page: number })).map((r) => r.message);
        expect(await page(2, 1)).toEqual(['Review 4', 'Review 3']);
        expect(await page(2, 2)).toEqual(['Review 2', 'Review 1']);
        expect(await page(2, 3)).toEqual(['Review 0']);
        expect(await page(2, 4)).toEqual([]);
      });
    });

    describe('unpaid orders', () => {
      it('holds at most maxUnpaid unpaid orders per customer, lapsed ones not counted', async () => {
        const toolId = await tools.add({ ...roller, minQty: 1, availableQty: 100 });
        for (let i = 0; i < 5; i += 1) expect(await placeOrder(orderOf(toolId, 1))).toBeDefined();
        expect(await orders.place(orderOf(toolId, 1), limits)).toEqual({
          placed: false,
          reason: 'unpaid-limit',
          exceeded: { kind: 'orders', limit: 5 },
        });
        // Once they lapse (half an hour on), they hold nothing back.
        const later = { ...limits, now: new Date('2026-06-15T12:31:00Z') };
        expect(await orders.place(orderOf(toolId, 1), later)).toMatchObject({ placed: true });
      });

      it('lists the lapsed ones, and a paid order loses its deadline', async () => {
        const toolId = await tools.add(roller);
        const first = await placeOrder(orderOf(toolId, 2));
        const second = await placeOrder(orderOf(toolId, 2));
        await orders.markPaid(second?._id ?? '', 'pi_paid', 'system');
        expect(await orders.findById(second?._id ?? '')).not.toHaveProperty('expiresAt');
        expect(await orders.listLapsed(now, 10)).toEqual([]);
        const lapsed = await orders.listLapsed(inHalfAnHour, 10);
        expect(lapsed.map((order) => order._id)).toEqual([first?._id]);
      });
    });

    describe('orders', () => {
      it('places an order by taking the quantity out of stock', async () => {
        const toolId = await tools.add(roller);
        const order = await placeOrder(orderOf(toolId, 5));
        expect(order).toEqual({
          _id: order?._id,
          number: expect.any(Number),
          createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
          toolId,
          toolName: 'Roller',
          toolQty: 5,
          toolPrice: 75,
          toolImg: '/images/paint-roller.svg',
          // The part number the tool had (made from its name), kept on the line.
          lines: [{ ...lineOf(toolId, 5), partNumber: 'ROLLER' }],
          name: 'Casey',
          email: 'customer@paintco.test',
          address: '1 Paint Street',
          phone: '555 0100',
          paid: false,
          status: 'unpaid',
          expiresAt: '2026-06-15T12:30:00.000Z',
        });
        expect((await tools.findById(toolId))?.availableQty).toBe(15);
      });

      it('refuses quantities outside minQty..availableQty, a changed price or a gone tool', async () => {
        const toolId = await tools.add(roller);
        expect(await placeOrder(orderOf(toolId, 1))).toBeUndefined();
        expect(await placeOrder(orderOf(toolId, 21))).toBeUndefined();
        const cheaper = { ...lineOf(toolId, 2), unitPrice: 1, total: 2 };
        expect(await placeOrder({ ...orderOf(toolId, 2), lines: [cheaper] })).toBeUndefined();
        await tools.remove(toolId);
        expect(await placeOrder(orderOf(toolId, 2))).toBeUndefined();
        expect(await orders.listAll()).toEqual([]);
      });

      it('sells exactly the stock to 50 concurrent orders, never going below zero', async () => {
        const toolId = await tools.add({ ...roller, minQty: 1, availableQty: 20 });
        const results = await Promise.all(
          Array.from({ length: 50 }, (_, i) => placeOrder(orderOf(toolId, 1, `c${i}@x.test`))),
        );
        expect(results.filter(Boolean)).toHaveLength(20);
        expect((await tools.findById(toolId))?.availableQty).toBe(0);
        expect(await orders.listAll()).toHaveLength(20);
      });

      it('lists by e-mail and in full', async () => {
        const toolId = await tools.add(roller);
        await placeOrder(orderOf(toolId, 2));
        await placeOrder(orderOf(toolId, 3, 'other@paintco.test'));
        expect(await orders.listByEmail('customer@paintco.test')).toHaveLength(1);
        expect(await orders.listAll()).toHaveLength(2);
      });

      it('pays, ships, and refuses steps out of order', async () => {
        const toolId = await tools.add(roller);
        const order = await placeOrder(orderOf(toolId, 2));
        const id = order?._id ?? '';
        expect(await orders.markShipped(id, 'admin@paintco.test')).toBe(0);
        expect(await orders.markPaid(id, 'pi_1', 'system')).toBe(1);
        expect(await orders.markPaid(id, 'pi_2', 'system')).toBe(0);
        expect(await orders.removeUnpaid(id, { kind: 'deleted', actor: 'system' })).toBe(0);
        expect(await orders.markShipped(id, 'admin@paintco.test')).toBe(1);
        expect(await orders.findById(id)).toMatchObject({
          paid: true,
          status: 'shipped',
          transactionId: 'pi_1',
        });
      });

      it('lets one payment settle one order only', async () => {
        const toolId = await tools.add(roller);
        const first = await placeOrder(orderOf(toolId, 2));
        const second = await placeOrder(orderOf(toolId, 2));
        await orders.markPaid(first?._id ?? '', 'pi_same', 'system');
        await expect(orders.markPaid(second?._id ?? '', 'pi_same', 'system')).rejects.toMatchObject(
          {
            code: '23505',
          },
        );
      });

      it('gives the stock back when an unpaid order is removed', async () => {
        const toolId = await tools.add(roller);
        const order = await placeOrder(orderOf(toolId, 4));
        expect(
          await orders.removeUnpaid(order?._id ?? '', { kind: 'deleted', actor: 'system' }),
        ).toBe(1);
        expect(
          await orders.removeUnpaid(order?._id ?? '', { kind: 'deleted', actor: 'system' }),
        ).toBe(0);
        expect((await tools.findById(toolId))?.availableQty).toBe(20);
      });

      it('removes an unpaid order of a deleted tool', async () => {
        const toolId = await tools.add(roller);
        const order = await placeOrder(orderOf(toolId, 4));
        await tools.remove(toolId);
        expect(
          await orders.removeUnpaid(order?._id ?? '', { kind: 'deleted', actor: 'system' }),
        ).toBe(1);
      });
    });
  });
}
