// The e-mails the in-memory world records, as the API's outbox queues them: one per event,
// a reminder before an unpaid order lapses, and the cancellation when it does.
import { beforeEach, expect, it } from 'vitest';
import { DEMO_TOOL_IDS } from './demo-data';
import { createMemoryWorld, type MemoryWorld } from './memory-world';

const START = Date.parse('2026-06-15T12:00:00.000Z');
const MINUTE = 60_000;
let clock: number;
let world: MemoryWorld;

beforeEach(async () => {
  clock = START;
  world = createMemoryWorld({}, { now: () => new Date(clock) });
  await world.signInAs('customer');
});

/** The e-mails about order `number` (the demo store's own orders lapse too). */
async function subjects(number?: number): Promise<string[]> {
  await world.signInAs('admin');
  const page = await world.api.listMail({ page: 1, pageSize: 20, q: `#${number} ` });
  if (!page.ok) throw new Error('the admin reads the mailbox');
  return page.value.items.map((mail) => `${mail.to}: ${mail.subject}`);
}

it('reminds once before an unpaid order lapses, then says it was cancelled', async () => {
  const placed = await world.api.placeOrder({
    toolId: DEMO_TOOL_IDS.extensionPole,
    toolQty: 20,
    name: 'Casey Customer',
    address: '18 Brush Lane, Columbus, OH 43004',
    phone: '+1 614 555 0142',
  });
  if (!placed.ok) throw new Error('the order is placed');
  const number = world.state.orders.get(placed.value.insertedId)?.number;
  clock += 19 * MINUTE;
  expect(await subjects(number)).toEqual([`customer@paintco.test: Order #${number} placed`]);
  clock += 2 * MINUTE;
  await subjects(number);
  clock += 5 * MINUTE;
  await subjects(number);
  clock += 5 * MINUTE;
  expect(await subjects(number)).toEqual([
    `customer@paintco.test: Order #${number} cancelled`,
    `customer@paintco.test: Order #${number} lapses soon`,
    `customer@paintco.test: Order #${number} placed`,
  ]);
});
