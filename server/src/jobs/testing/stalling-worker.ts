// Test support: an API process that takes a job and stalls on it until it is killed, as a
// process would that crashed or was kill -9'd mid-run. Run by pg-boss.queue.postgres.test.ts.
import { openPgClient } from '../../db/pg.client';
import { startPgBossQueue } from '../pg-boss.queue';
import { recordingJob } from './job-runs';

const url = process.env['DATABASE_URL'] ?? '';
const schema = process.env['TEST_SCHEMA'] ?? '';
const db = openPgClient(url, { schema });
const queue = await startPgBossQueue(db, {
  schema: `${schema}_jobs`,
  pollingSeconds: 0.5,
  maintenanceSeconds: 1,
});
await queue.work(recordingJob(db, 'doomed', { stall: true, timeoutSeconds: 2 }));
console.log('working');
