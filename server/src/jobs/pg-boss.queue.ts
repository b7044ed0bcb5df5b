// The job queue on pg-boss, over the SqlClient the API already has.
//
// Why pg-boss and not graphile-worker: pg-boss takes any object with executeSql(text,
// values) as its database, so one queue runs both on the embedded PGlite of `npm start`
// (one in-process connection, no pg Pool) and on PostgreSQL through the API's own pool;
// graphile-worker needs a pg Pool of real connections, so PGlite would need a second
// queue. pg-boss also has what the jobs need built in: throttled sends (one job per time
// slot however many processes ask), singleton queues (one run at a time), expiry of runs
// whose worker died, and retries. Its line 10.4 is the last that runs on Node 20 (11+,
// like graphile-worker 0.17+, wants Node 22).
//
// Exactly once: a worker takes a job with UPDATE … FOR UPDATE SKIP LOCKED, so two workers
// never hold one job; a run whose worker dies stays active until its timeout, when some
// process's maintenance hands it back for a retry; a completed job is never offered again.
import PgBoss from 'pg-boss';
import type { SqlClient, SqlExecutor, SqlValue } from '../db/sql-client.port';
import type { JobData, JobDefinition, JobQueue, JobQueueSettings } from './job-queue.port';
import {
  defaultOutcomePatience,
  outcomeStatements,
  recordOutcome,
  type OutcomePatience,
} from './pg-boss-outcomes';

export interface PgBossQueueOptions {
  /** Where pg-boss keeps its tables (tests give each file its own); default `pgboss`. */
  schema?: string;
  /** How often an idle worker looks for a job. */
  pollingSeconds?: number;
  /** How often some process hands back dead runs and archives finished jobs. */
  maintenanceSeconds?: number;
  /** How long stop() lets running jobs finish before it gives up on them. */
  stopTimeoutMs?: number;
  onError?: (error: Error) => void;
  /** How long a job's outcome is retried while the database is away (pg-boss-outcomes.ts). */
  outcomePatience?: OutcomePatience;
}

function toSqlValue(value: unknown): SqlValue {
  if (value === undefined || value === null) return null;
  if (
    typeof value === 'string' ||
    typeof value === 'number' ||
    typeof value === 'boolean' ||
    value instanceof Date
  ) {
    return value;
  }
  if (Array.isArray(value)) return value.map(toSqlValue);
  // pg-boss's objects (job data, queue options) go to json and jsonb parameters.
  return JSON.stringify(value);
}

/** pg-boss's settings for a job's queue. */
function queueSettings(job: JobQueueSettings) {
  return {
    name: job.name,
    policy: job.oneAtATime ? ('singleton' as const) : ('standard' as const),
    expireInSeconds: job.timeoutSeconds,
    retryLimit: job.retries,
  };
}

/**
 * Creates the queues that do not exist and brings the settings of all up to date, in one
 * transaction under an advisory lock. pg-boss's create_queue takes no lock of its own: two
 * processes creating one queue at once deadlock (each holds a lock on its queue table that
 * the other's ALTER TABLE waits for). Under the lock the second finds the queue committed
 * and only updates it. The pg-boss here is never started: it only writes the statements,
 * run on the transaction's connection, so this works on PGlite's single one too.
 */
export async function createQueues(
  db: SqlClient,
  schema: string | undefined,
  jobs: readonly JobQueueSettings[],
): Promise<void> {
  const name = schema ?? 'pgboss';
  await db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`pg-boss queues of ${name}`]);
    const creator = new PgBoss({ db: pgBossDb(tx), schema: name });
    for (const job of jobs) {
      await creator.createQueue(job.name, queueSettings(job));
      // createQueue keeps an existing queue as it was: bring its settings up to date.
      await creator.updateQueue(job.name, queueSettings(job));
    }
  });
}

/**
 * Installs or migrates pg-boss's schema and creates the queues, without working them: the
 * deployment's run-once step (`npm run db:migrate`), so that API processes starting
 * together find everything in place and change nothing.
 */
export async function installPgBoss(
  db: SqlClient,
  jobs: readonly JobQueueSettings[],
  schema?: string,
): Promise<void> {
  const boss = new PgBoss({
    db: pgBossDb(db),
    ...(schema ? { schema } : {}),
    schedule: false,
    supervise: false,
  });
  boss.on('error', (error) => console.error(error));
  await boss.start();
  await boss.stop({ graceful: false, close: false });
  await createQueues(db, schema, jobs);
}

/** A working queue's outcome statements, retried while the database is away. */
interface Outcomes {
  statements: ReadonlySet<string>;
  patience: OutcomePatience;
  report(error: unknown): void;
}

/** pg-boss's view of a database: parameterised statements, and scripts without parameters. */
export function pgBossDb(db: SqlExecutor, outcomes?: Outcomes): PgBoss.Db {
  const run = (text: string, values?: unknown[]) =>
    // Its installation and maintenance come as scripts (BEGIN; …; COMMIT;) with no
    // parameters, which only exec accepts on PGlite.
    values && values.length > 0
      ? db.query<unknown>(text, values.map(toSqlValue))
      : db.exec<unknown>(text);
  return {
    async executeSql(text: string, values?: unknown[]) {
      const rows =
        outcomes?.statements.has(text) === true
          ? await recordOutcome(() => run(text, values), outcomes.patience, outcomes.report)
          : await run(text, values);
      return { rows };
    },
  };
}

export async function startPgBossQueue(
  db: SqlClient,
  options: PgBossQueueOptions = {},
): Promise<JobQueue> {
  const report = (error: unknown) =>
    (options.onError ?? console.error)(
      new Error(
        `a job's outcome was not recorded, it runs again after its timeout: ${String(error)}`,
      ),
    );
  const outcomes: Outcomes = {
    statements: outcomeStatements(options.schema ?? 'pgboss'),
    patience: options.outcomePatience ?? defaultOutcomePatience,
    report,
  };
  const boss = new PgBoss({
    db: pgBossDb(db, outcomes),
    ...(options.schema ? { schema: options.schema } : {}),
    // Recurring jobs are throttled sends (sendOncePer): pg-boss's cron has minute steps.
    schedule: false,
    supervise: true,
    maintenanceIntervalSeconds: options.maintenanceSeconds ?? 30,
  });
  // An EventEmitter without an 'error' listener would crash the process on the first one.
  boss.on('error', (error) => (options.onError ?? console.error)(error));
  // Installs or migrates its schema; processes starting together queue on an advisory lock.
  await boss.start();
  const pollingIntervalSeconds = options.pollingSeconds ?? 2;

  return {
    async work<Data extends JobData>(job: JobDefinition<Data>) {
      await createQueues(db, options.schema, [job]);
      // One job per fetch, so a failure fails that job alone. A worker that found one looks
      // again at once (notified); only an empty queue waits out the polling interval.
      const workerId = await boss.work<Data>(
        job.name,
        { pollingIntervalSeconds, batchSize: 1 },
        async (jobs) => {
          for (const next of jobs) await job.run(next.data);
          boss.notifyWorker(workerId);
        },
      );
    },
    async send(name, data) {
      const id = await boss.send(name, data);
      if (id === null) throw new Error(`the queue ${name} refused a job`);
      return id;
    },
    async sendOncePer(name, seconds) {
      return (await boss.sendThrottled(name, {}, {}, seconds)) ?? undefined;
    },
    // The pool is the API's: pg-boss must not close it.
    stop: () =>
      boss.stop({ graceful: true, close: false, timeout: options.stopTimeoutMs ?? 5_000 }),
  };
}
