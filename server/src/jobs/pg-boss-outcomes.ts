// pg-boss 10 records a job's outcome (completed, or failed to be retried) without awaiting
// it (watch() in its manager.js): when the database is away at that moment, the rejection
// is unhandled and ends the API process, and the outcome is lost, so the job runs again once
// its timeout passes. Its line 10.4 is the last for Node 20, so the two statements that
// record an outcome are recognised here by pg-boss's own text, and retried until they land.
import plans from 'pg-boss/src/plans.js';
import { DatabaseUnavailableError } from '../db/database-unavailable';

export interface OutcomePatience {
  /** How often to try again while the database is away, and for how long at most. */
  retryMs: number;
  giveUpAfterMs: number;
}

export const defaultOutcomePatience: OutcomePatience = { retryMs: 1_000, giveUpAfterMs: 60_000 };

/** The statements that record a job's outcome, for pg-boss's tables in `schema`. */
export function outcomeStatements(schema: string): ReadonlySet<string> {
  return new Set([plans.completeJobs(schema), plans.failJobsById(schema)]);
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Runs `statement` until it lands, again every `retryMs` while the database is unavailable.
 * It never rejects, as nobody awaits it: what it could not record is reported, and the
 * answer then says no job changed (the job runs again after its timeout).
 */
export async function recordOutcome(
  statement: () => Promise<unknown[]>,
  patience: OutcomePatience,
  report: (error: unknown) => void,
): Promise<unknown[]> {
  const deadline = Date.now() + patience.giveUpAfterMs;
  for (;;) {
    try {
      return await statement();
    } catch (error) {
      if (!(error instanceof DatabaseUnavailableError) || Date.now() >= deadline) {
        report(error);
        // pg-boss reads the count of jobs changed from the first row.
        return [{ count: '0' }];
      }
      await pause(patience.retryMs);
    }
  }
}
