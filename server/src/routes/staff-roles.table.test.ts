// The table of call × role, checked against the real API server: every call of the call
// tables, for an anonymous visitor, a customer, each staff role and the admin, each signed
// in as the server knows them (the role is the users table's, never the request's). What a
// call promises comes from its declaration alone (src/testing/roles/call-access-table.ts).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STAFF_ROLES } from '../../../src/domain/staff-role';
import { fillPath } from '../../../src/ports/calls/call';
import {
  accessRows,
  placeholderRequest,
  refusedByGate,
  type TableCaller,
} from '../../../src/ports/calls/call-access-table';
import { buildTestApp, people, type TestApp } from '../testing/test-app';
import { openTestDatabase, type TestDatabase } from '../testing/test-database';

let db: TestDatabase;
let app: TestApp;
const tokens: Partial<Record<TableCaller, string>> = {};

beforeAll(async () => {
  db = await openTestDatabase('pglite');
  app = buildTestApp(db.db);
  tokens.customer = await app.signIn(people.customer);
  tokens.admin = await app.signIn(people.admin);
  await app.deps.users.promoteToAdmin(people.admin);
  for (const role of STAFF_ROLES) {
    const email = `${role}@paintco.test`;
    tokens[role] = await app.signIn(email);
    await app.deps.users.setRole(email, role);
  }
}, 30_000);
afterAll(() => db.close());

describe('every call × every role, on the API server', () => {
  it.each(accessRows().map((row) => [row.name, row.caller, row.expected, row] as const))(
    '%s as %s: %s',
    async (_name, caller, expected, { declared }) => {
      const sent = placeholderRequest(declared);
      const headers: Record<string, string> = {};
      const token = tokens[caller];
      if (token) headers['Authorization'] = `Bearer ${token}`;
      const file = sent.body instanceof Blob;
      if (sent.body !== undefined)
        headers['Content-Type'] = file ? 'image/png' : 'application/json';
      const response = await app.app.request(fillPath(declared.path, sent.params), {
        method: declared.method.toUpperCase(),
        headers,
        body: file ? (sent.body as Blob) : JSON.stringify(sent.body),
      });
      const text = await response.text();
      const code = response.headers.get('content-type')?.includes('json')
        ? (JSON.parse(text) as { code?: string } | null)?.code
        : undefined;
      if (expected === 'allowed') {
        expect(refusedByGate(code), `${response.status} ${text}`).toBe(false);
        expect(response.status).not.toBe(401);
      } else if (expected === 'not-signed-in') {
        expect({ status: response.status, code }).toEqual({ status: 401, code: 'not-signed-in' });
      } else {
        expect(response.status).toBe(403);
        expect(code).toBe(caller === 'customer' ? 'admin-only' : 'not-for-your-role');
      }
    },
  );
});
