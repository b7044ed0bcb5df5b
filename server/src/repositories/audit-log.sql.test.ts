// The audit log's table takes every action the domain names: its CHECK list is written
// again by each migration that adds one, and a list that misses one (two migrations adding
// actions at once, the later one writing the list without the other's) would refuse it.
import { expect, it } from 'vitest';
import { AUDIT_ACTIONS } from '../../../src/domain/audit-log';
import { describeOnEachDatabase } from '../testing/test-database';
import { AuditLogSql } from './audit-log.sql';

describeOnEachDatabase('the audit log table', (db) => {
  it('records every action the domain names', async () => {
    const log = new AuditLogSql(db());
    for (const action of AUDIT_ACTIONS) {
      await log.record({ actor: 'avery@paintco.test', action, subject: `the ${action}` });
    }
    const page = await log.findPage({ page: 1, pageSize: 100, q: 'avery@paintco.test' });
    expect(page.items.map((entry) => entry.action).sort()).toEqual([...AUDIT_ACTIONS].sort());
  });
});
