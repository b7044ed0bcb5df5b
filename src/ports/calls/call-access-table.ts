// The table of call × role → allowed or refused, generated from the call tables: every call that needs a sign-in, for an anonymous visitor, a customer,
// each staff role and the admin. The API server's test and the in-memory API's test both read
// it, so what a role reaches is declared once (`access`, `staff`) and checked on each.
import { API_CALL_GROUPS } from './api-calls';
import { paramNames, type AnyCall, type CallRequest } from './call';
import { STAFF_ROLES, type StaffRole } from '../../domain/staff-role';

export const TABLE_CALLERS = ['anonymous', 'customer', ...STAFF_ROLES, 'admin'] as const;
export type TableCaller = (typeof TABLE_CALLERS)[number];

/** The refusals only the access check gives: any other answer got past it. */
export const GATE_REFUSALS = [
  'not-signed-in',
  'session-invalid',
  'admin-only',
  'not-for-your-role',
  'verify-email-for-admin',
] as const;

export type Expected = 'allowed' | 'not-signed-in' | 'refused';

export interface AccessRow {
  readonly name: string;
  readonly declared: AnyCall;
  readonly caller: TableCaller;
  readonly expected: Expected;
}

const isStaff = (caller: TableCaller): caller is StaffRole =>
  (STAFF_ROLES as readonly string[]).includes(caller);

/** What the declaration promises `caller`. */
export function expectedAccess(declared: AnyCall, caller: TableCaller): Expected {
  if (caller === 'anonymous') return 'not-signed-in';
  if (declared.access !== 'admin' || caller === 'admin') return 'allowed';
  return isStaff(caller) && (declared.staff ?? []).includes(caller) ? 'allowed' : 'refused';
}

/** Each call of the tables once (a list's page call shares its route, so it is left out). */
export function guardedCalls(): readonly (readonly [string, AnyCall])[] {
  const seen = new Set<string>();
  const calls: [string, AnyCall][] = [];
  for (const table of Object.values(API_CALL_GROUPS)) {
    for (const [name, declared] of Object.entries(table) as [string, AnyCall][]) {
      const route = `${declared.method} ${declared.path}`;
      if (declared.access !== 'signed-in' && declared.access !== 'admin') continue;
      if (seen.has(route)) continue;
      seen.add(route);
      calls.push([name, declared]);
    }
  }
  return calls;
}

export const accessRows = (): readonly AccessRow[] =>
  guardedCalls().flatMap(([name, declared]) =>
    TABLE_CALLERS.map((caller) => ({
      name,
      declared,
      caller,
      expected: expectedAccess(declared, caller),
    })),
  );

/**
 * A request that names nothing in the store (an unknown id, an unknown e-mail, an empty
 * body): past the access check it is refused as invalid or unknown, so nothing changes.
 */
export function placeholderRequest(declared: AnyCall): CallRequest {
  const params = Object.fromEntries(
    paramNames(declared.path).map((name) => [
      name,
      name === 'email' ? 'nobody@paintco.test' : '00000000-0000-4000-8000-000000000000',
    ]),
  );
  if (declared.bodyFile) return { params, body: new Blob([], { type: declared.bodyFile[0] }) };
  return { params, ...(declared.body ? { body: {} } : {}) };
}

/** Whether an answer's refusal code (none for a success) is the access check's. */
export const refusedByGate = (code: string | undefined): boolean =>
  (GATE_REFUSALS as readonly string[]).includes(code ?? '');
