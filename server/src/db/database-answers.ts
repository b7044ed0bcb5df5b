// What /ready asks of the database (AppDeps.databaseReady): one round trip on the pool, so
// a server gone away, or out of reach, reads as not ready. The API, the restart test and
// the restore drill ask the same question.
import type { SqlClient } from './sql-client.port';

export const databaseAnswers = (db: SqlClient) => async (): Promise<boolean> =>
  (await db.query('SELECT 1 AS ok')).length === 1;
