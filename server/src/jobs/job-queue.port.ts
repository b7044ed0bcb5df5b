// Work that must be done once, by whichever API process is free, and must survive a
// process dying halfway: the expiry of unpaid orders now, e-mails (an outbox) later.
//
// A job is a row in the database. One worker at a time holds it; a run that fails, or
// whose worker dies (no answer within `timeoutSeconds`), is offered again to any worker,
// up to `retries` times. So a job completes once, but its handler may have started more
// than once (a crash after the work, before the record): handlers must be idempotent, as
// the expiry is (each removal is atomic) and as an e-mail job will be (it marks its outbox
// row sent, and skips a row already sent).

/** What a job carries: small, serialisable, never a secret (it is stored as JSON). */
export type JobData = Record<string, string | number | boolean | null>;

/** A job's queue as the database keeps it (created once, by `npm run db:migrate` or a start). */
export interface JobQueueSettings {
  /** The queue's name: letters, digits, '-' and '_'. */
  readonly name: string;
  /** Longest a run may take; a run not finished by then counts as dead and is retried. */
  readonly timeoutSeconds: number;
  /** How many times a failed or dead run is tried again. */
  readonly retries: number;
  /** Whether at most one run may be under way at a time, across all processes (a sweep). */
  readonly oneAtATime: boolean;
}

/**
 * A recurring sweep's queue: one run at a time across all processes, a failed or dead run
 * tried twice more (each sweep is idempotent, so a retry is harmless).
 */
export const sweepQueue = (name: string, timeoutSeconds: number): JobQueueSettings => ({
  name,
  timeoutSeconds,
  retries: 2,
  oneAtATime: true,
});

/** A sweep the store asks for every `everySeconds` (repeatJob). */
export const repeatingSweep = (name: string, timeoutSeconds: number, everySeconds: number) => ({
  ...sweepQueue(name, timeoutSeconds),
  everySeconds,
});

export interface JobDefinition<Data extends JobData = JobData> extends JobQueueSettings {
  run(data: Data): Promise<void>;
}

/** A recurring job, with how often the store asks for a run (repeatJob). */
export type SweepJob = JobDefinition & { readonly everySeconds: number };

export interface JobQueue {
  /** Creates the job's queue if needed, and makes this process one of its workers. */
  work<Data extends JobData>(job: JobDefinition<Data>): Promise<void>;
  /** Queues one run of the job; resolves to its id. */
  send(name: string, data: JobData): Promise<string>;
  /**
   * Queues a run unless one was already queued in the current `seconds`-long slot by any
   * process: several processes asking on a timer still make one run per slot.
   */
  sendOncePer(name: string, seconds: number): Promise<string | undefined>;
  /** Stops fetching, lets running jobs finish (up to a bound), then stops. */
  stop(): Promise<void>;
}
