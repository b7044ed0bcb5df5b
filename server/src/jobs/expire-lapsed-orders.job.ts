// The job that removes unpaid orders past their expiry and gives their stock back. It runs
// once per 30-second slot for the whole store (not once per process), one run at a time;
// a run is idempotent (each removal is atomic), so a retry after a crash is harmless.
import { expireLapsedOrders } from '../../../src/application/orders/expire-lapsed-orders';
import type { Clock } from '../auth/clock';
import { repeatingSweep, type SweepJob } from './job-queue.port';

type ExpiryDeps = Omit<Parameters<typeof expireLapsedOrders>[0], 'now'> & {
  clock: Clock;
  log: (line: string) => void;
};

/**
 * Its queue, which `npm run db:migrate` creates before any API process starts. A sweep takes
 * milliseconds; one still running after 2 minutes is taken for dead. The store looks for
 * lapsed orders every 30 seconds: small beside their 30-minute lifetime.
 */
export const expireLapsedOrdersQueue = repeatingSweep('expire-lapsed-orders', 120, 30);

export function expireLapsedOrdersJob(deps: ExpiryDeps): SweepJob {
  return {
    ...expireLapsedOrdersQueue,
    async run() {
      const removed = await expireLapsedOrders({ ...deps, now: deps.clock.now() });
      if (removed > 0) deps.log(`removed ${removed} unpaid order(s) that lapsed; stock given back`);
    },
  };
}
