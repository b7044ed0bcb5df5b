// The table of call × role (src/testing/roles/call-access-table.ts), checked against the
// in-memory API as the API server's test checks it against the server: the same
// declarations, the same answers.
import { beforeAll, describe, expect, it } from 'vitest';
import { STAFF_ROLES } from '../../domain/staff-role';
import { DEMO_ACCOUNTS, DEMO_SEED } from './demo-data';
import {
  accessRows,
  placeholderRequest,
  refusedByGate,
  type TableCaller,
} from '../../ports/calls/call-access-table';
import { createMemoryWorld, type MemoryWorld } from './memory-world';

const staffAccount = (role: (typeof STAFF_ROLES)[number]) => ({
  email: `${role}@paintco.test`,
  password: `${role}-pass-1`,
  name: role,
  role,
});

let world: MemoryWorld;
const tokens: Partial<Record<TableCaller, string | null>> = {};

beforeAll(async () => {
  world = createMemoryWorld({
    accounts: [...(DEMO_SEED.accounts ?? []), ...STAFF_ROLES.map(staffAccount)],
  });
  await world.signInAs('customer');
  tokens.customer = world.tokens.get();
  await world.signInAs('admin');
  tokens.admin = world.tokens.get();
  for (const role of STAFF_ROLES) {
    await world.signInAs(staffAccount(role));
    tokens[role] = world.tokens.get();
  }
  expect(DEMO_ACCOUNTS.admin.role).toBe('admin');
});

describe('every call × every role, on the in-memory API', () => {
  it.each(accessRows().map((row) => [row.name, row.caller, row.expected, row] as const))(
    '%s as %s: %s',
    async (name, caller, expected, { declared }) => {
      const token = tokens[caller];
      if (token) world.tokens.set(token);
      else world.tokens.clear();
      const answer = await world.api.serveCall(name, placeholderRequest(declared));
      const code = answer.ok ? undefined : answer.error.code;
      if (expected === 'allowed') expect(refusedByGate(code), JSON.stringify(answer)).toBe(false);
      else if (expected === 'not-signed-in') expect(code).toBe('not-signed-in');
      else expect(code).toBe(caller === 'customer' ? 'admin-only' : 'not-for-your-role');
    },
  );
});
