// Manage Quotes' page in SQL and in memory, given the same quotes and the same moment: a
// quoted quote past its expiry is found as "expired", not "quoted", by both stores.
import { describe, expect, it } from 'vitest';
import { QuoteStoreInMemory } from '../src/adapters/memory/quote-store.in-memory';
import { createMemoryState } from '../src/adapters/memory/memory-state';
import type { QuoteStore } from '../src/application/ports/quote-store.port';
import type { QuoteStatus } from '../src/domain/quote';
import { describeOnEachDatabase } from '../server/src/testing/test-database';
import { DEMO_SEED } from '../src/adapters/memory/demo-data';
import { QuotesSql } from '../server/src/repositories/quotes.sql';

const ASKED = new Date('2026-06-01T12:00:00Z');
const EXPIRES = new Date('2026-06-30T23:59:59Z');
const BEFORE_EXPIRY = new Date('2026-06-15T00:00:00Z');
const AFTER_EXPIRY = new Date('2026-07-02T00:00:00Z');
const TOOL = '00000000-0000-4000-8000-000000000001';

async function arrange(store: QuoteStore) {
  const ask = (name: string, minutes: number) =>
    store.add({
      name,
      email: `${name.toLowerCase()}@crew.test`,
      message: 'Rollers',
      lines: [{ toolId: TOOL, toolName: 'Sash Brush', toolImg: '/b.svg', qty: 10 }],
      createdAt: new Date(ASKED.getTime() + minutes * 60_000),
    });
  const priced = await ask('Priced', 0);
  const untouched = await ask('Untouched', 1);
  const declined = await ask('Declined', 2);
  await store.setPrices(priced._id, [{ ...(priced.lines[0] ?? fail()), unitPrice: 3 }], EXPIRES);
  await store.decline(declined._id);
  return { priced, untouched, declined };
}

const fail = (): never => {
  throw new Error('the quote has a line');
};

function statusSuite(makeStore: () => QuoteStore) {
  const names = async (store: QuoteStore, status: QuoteStatus | undefined, now: Date) =>
    (await store.findPage({ page: 1, pageSize: 20, q: '', status }, now)).items.map((q) => q.name);

  it('tells quoted from expired by the moment asked about', async () => {
    const store = makeStore();
    await arrange(store);
    expect(await names(store, 'quoted', BEFORE_EXPIRY)).toEqual(['Priced']);
    expect(await names(store, 'expired', BEFORE_EXPIRY)).toEqual([]);
    expect(await names(store, 'quoted', AFTER_EXPIRY)).toEqual([]);
    expect(await names(store, 'expired', AFTER_EXPIRY)).toEqual(['Priced']);
    expect(await names(store, 'new', AFTER_EXPIRY)).toEqual(['Untouched']);
    expect(await names(store, 'declined', AFTER_EXPIRY)).toEqual(['Declined']);
    expect(await names(store, undefined, AFTER_EXPIRY)).toEqual([
      'Declined',
      'Untouched',
      'Priced',
    ]);
  });

  it('searches the tools, the reference and the sender, whatever the case', async () => {
    const store = makeStore();
    const { untouched } = await arrange(store);
    const found = async (q: string) =>
      (await store.findPage({ page: 1, pageSize: 20, q }, BEFORE_EXPIRY)).total;
    expect(await found('SASH')).toBe(3);
    expect(await found(`q-${untouched._id.slice(0, 8)}`)).toBe(1);
    expect(await found('untouched@CREW')).toBe(1);
    expect(await found('nothing like it')).toBe(0);
  });
}

describeOnEachDatabase('the quotes page in SQL', (db) => statusSuite(() => new QuotesSql(db())));

describe('the quotes page in memory', () => {
  const orders = { place: () => Promise.reject(new Error('no orders here')) };
  statusSuite(
    () => new QuoteStoreInMemory(createMemoryState({ ...DEMO_SEED, orders: [] }), orders),
  );
});
