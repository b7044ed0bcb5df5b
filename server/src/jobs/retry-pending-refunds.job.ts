// Refunds the card gateway left unanswered, asked again: a recurring job, once per slot for
// the whole store (repeatEvery), one run at a time. Each refund is asked with its own key and
// settled only from pending, so a retried or doubled run never gives money back twice.
import { retryPendingRefunds } from '../../../src/application/refunds/retry-pending-refunds';
import { repeatingSweep, type SweepJob } from './job-queue.port';

type RetryDeps = Parameters<typeof retryPendingRefunds>[0] & {
  log: (line: string) => void;
  /** How old a pending refund must be to be asked again (tests shorten it). */
  graceMs?: number;
};

/** Every 5 minutes: a gateway that was down is usually back by then. */
export const retryPendingRefundsQueue = repeatingSweep('retry-pending-refunds', 240, 300);

export function retryPendingRefundsJob(deps: RetryDeps): SweepJob {
  return {
    ...retryPendingRefundsQueue,
    async run() {
      const { done, failed, unanswered } = await retryPendingRefunds(deps, deps.graceMs);
      if (done + failed > 0) deps.log(`pending refunds settled: ${done} done, ${failed} failed`);
      // Reported on every run until the gateway answers: someone should look.
      if (unanswered > 0) deps.log(`${unanswered} refund(s) still unanswered by the gateway`);
    },
  };
}
