// The low-stock crossings the database recorded (migration 013's trigger), turned into
// e-mails to the admins: the crossings not yet queued are locked, their mails queued in the
// outbox and the crossings marked, all in one transaction, so each is queued exactly once
// whichever process runs the job.
import { lowStockMail, type LowStockCrossing } from '../../../src/domain/stock-mails';
import type { SqlClient } from '../db/sql-client.port';
import { enqueueMailToAdmins } from './mail-outbox.sql';

const BATCH = 100;

/**
 * Queues the admins' e-mail of every crossing not yet queued; answers how many crossings.
 * `siteUrl`: the store's address, which the e-mails' links start with.
 */
export function queueLowStockMails(db: SqlClient, siteUrl: string): Promise<number> {
  return db.transaction(async (tx) => {
    const crossings = await tx.query<LowStockCrossing>(
      `SELECT id::text AS id, tool_id::text AS "toolId", tool_name AS "toolName", stock, threshold
       FROM low_stock_alerts WHERE NOT queued ORDER BY at LIMIT $1 FOR UPDATE SKIP LOCKED`,
      [BATCH],
    );
    for (const crossing of crossings)
      await enqueueMailToAdmins(tx, lowStockMail(crossing, siteUrl));
    if (crossings.length > 0) {
      await tx.query(`UPDATE low_stock_alerts SET queued = true WHERE id = ANY($1::uuid[])`, [
        crossings.map((crossing) => crossing.id),
      ]);
    }
    return crossings.length;
  });
}
