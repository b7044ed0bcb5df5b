// The port contracts that the in-memory fakes pass, run against the real thing: the HTTP
// ApiPort and the local PaymentPort talking to the API app in-process (no network).
import { afterAll, beforeAll } from 'vitest';
import { createHttpApi } from '../src/adapters/http/api.http';
import { createLocalPayment } from '../src/adapters/local-payment/payment.local';
import { TokenStoreInMemory } from '../src/adapters/memory/token-store.in-memory';
import { describeApiPortContract } from '../src/testing/contracts/api.contract';
import { describePaymentPortContract } from '../src/testing/contracts/payment.contract';
import { buildTestApp, emulatorIdToken, publicUrl, uidOf } from '../server/src/testing/test-app';
import { openTestDatabase, type TestDatabase } from '../server/src/testing/test-database';

let database: TestDatabase;
let test: ReturnType<typeof buildTestApp>;
beforeAll(async () => {
  database = await openTestDatabase();
  test = buildTestApp(database.db);
  // Invoices are dated by the database's clock, and the hold and the statement read them
  // against the store's: both on today, as in production.
  test.clock.advance((Date.now() - test.clock.now().getTime()) / 1000);
});
afterAll(async () => database.close());

let n = 0;
async function subject() {
  const run = (n += 1);
  const fetch = (input: RequestInfo | URL, init?: RequestInit) =>
    Promise.resolve(test.app.fetch(new Request(input, init)));
  const tokens = new TokenStoreInMemory();
  const api = createHttpApi({ baseUrl: publicUrl, tokens, fetch });
  const payment = createLocalPayment({
    api,
    baseUrl: publicUrl,
    fetch,
    now: () => test.clock.now(),
  });
  const people = {
    customer: { email: `customer-${run}@paintco.test`, name: 'Casey Customer' },
    otherCustomer: { email: `other-${run}@paintco.test`, name: 'Pat Painter' },
    admin: { email: `admin-${run}@paintco.test`, name: 'Avery Admin' },
  };
  await test.deps.users.upsertSignedIn({
    ...people.admin,
    authUid: uidOf(people.admin.email),
    emailVerified: true,
  });
  await test.deps.users.promoteToAdmin(people.admin.email);
  return {
    api,
    tokens,
    payment,
    identify: async (who: keyof typeof people) => ({
      ...people[who],
      idToken: emulatorIdToken(people[who], test.clock.now()),
    }),
    ageInvoices: async (days: number) => {
      await database.db.query('UPDATE account_invoices SET due_on = due_on - $1::int', [days]);
    },
  };
}

describeApiPortContract('HTTP adapter + API server', subject);

describePaymentPortContract('local payment + API server', async () => {
  const s = await subject();
  const admin = await s.identify('admin');
  const a = await s.api.exchangeToken(admin.email, admin.idToken, { name: admin.name });
  if (!a.ok) throw new Error(a.error.message);
  s.tokens.set(a.value.token);
  const tool = await s.api.addTool({
    name: 'T',
    img: 'https://x.test/a.svg',
    description: 'd',
    minQty: 1,
    availableQty: 50,
    price: 3,
  });
  if (!tool.ok) throw new Error(tool.error.message);
  const c = await s.identify('customer');
  const t = await s.api.exchangeToken(c.email, c.idToken, { name: c.name });
  if (!t.ok) throw new Error(t.error.message);
  s.tokens.set(t.value.token);
  const o = await s.api.placeOrder({
    toolId: tool.value.insertedId,
    toolQty: 2,
    name: 'C',
    address: 'A st',
    phone: '+1 555 0100',
  });
  if (!o.ok) throw new Error(o.error.message);
  return { payment: s.payment, api: s.api, tokens: s.tokens, orderId: o.value.insertedId };
});
