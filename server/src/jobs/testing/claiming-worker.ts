// Test support: a mail worker that claims the due e-mails and dies before sending them (it
// stalls until killed, as a process kill -9'd mid-send would). Run by deliver-mail tests.
import { openPgClient } from '../../db/pg.client';
import { MailOutboxSql } from '../../repositories/mail-outbox.sql';

const db = openPgClient(process.env['DATABASE_URL'] ?? '', {
  schema: process.env['TEST_SCHEMA'] ?? '',
});
const claimed = await new MailOutboxSql(db).claimDue(10, Number(process.env['LEASE_SECONDS']));
console.log(`claimed ${claimed.length}`);
// Never sends; the lease runs out once the test has killed it.
setInterval(() => undefined, 60_000);
