// The expiry of unpaid orders as the API runs it: a recurring job on the queue, here on
// the embedded PGlite (one process), through the same start as main.ts.
import { expect, it } from 'vitest';
import { setupRouteTest } from '../testing/setup-route-test';
import { aTool, anOrderFor } from '../testing/test-app';
import { startJobs } from './start-jobs';
import { eventually } from './testing/job-runs';

const t = setupRouteTest();

it('removes a lapsed unpaid order and gives its stock back, without being asked', async () => {
  const toolId = await t.deps.tools.add(aTool);
  const placed = await t.call('POST', '/order', {
    token: t.tokens.customer,
    body: anOrderFor(toolId, 4),
  });
  expect(placed.status).toBe(201);
  const fresh = await t.call('POST', '/order', {
    token: t.tokens.customer,
    body: anOrderFor(toolId, 2),
  });
  expect((await t.deps.tools.findById(toolId))?.availableQty).toBe(14);
  // The first order's half hour is over; the second was placed just now.
  t.clock.advance(31 * 60);
  await t.db.query('UPDATE orders SET expires_at = $1 WHERE id = $2', [
    new Date(t.clock.now().getTime() + 30 * 60_000),
    (fresh.body as { insertedId: string }).insertedId,
  ]);

  const jobs = await startJobs(t.db, t.deps, () => undefined, { pollingSeconds: 0.5 });
  try {
    await eventually(async () => (await t.deps.tools.findById(toolId))?.availableQty === 18);
    const left = await t.call('GET', '/order?email=customer@paintco.test', {
      token: t.tokens.customer,
    });
    expect((left.body as { toolQty: number }[]).map((order) => order.toolQty)).toEqual([2]);
  } finally {
    await jobs.stop();
  }
}, 30_000);
