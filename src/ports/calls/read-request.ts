// Reads a request as its declaration says: each path parameter, the query string and the
// body checked against the call's schemas, the first problem said in the domain's words.
// The API server and the in-memory API read requests with this one function.
import { IdempotencyKeySchema } from '../../domain/idempotency-key';
import { parseInput } from '../../domain/parse';
import type { AnyCall, CallRequest } from './call';

export interface ReadRequest {
  readonly params: Readonly<Record<string, string>>;
  readonly query: Readonly<Record<string, string>>;
  readonly body: unknown;
  /** Read only on a call that declares it. */
  readonly idempotencyKey: string | undefined;
}

export type RequestReading =
  | { readonly ok: true; readonly value: ReadRequest }
  | { readonly ok: false; readonly message: string };

export function readRequest(declared: AnyCall, sent: CallRequest): RequestReading {
  const params: Record<string, string> = {};
  for (const [name, schema] of Object.entries(declared.params ?? {})) {
    const parsed = parseInput(schema, sent.params?.[name]);
    if (!parsed.ok) return parsed;
    params[name] = parsed.value as string;
  }
  let query = sent.query ?? {};
  if (declared.query) {
    const parsed = parseInput(declared.query, query);
    if (!parsed.ok) return parsed;
    query = parsed.value as Record<string, string>;
  }
  let body = sent.body;
  if (declared.body) {
    const parsed = parseInput(declared.body, body);
    if (!parsed.ok) return parsed;
    body = parsed.value;
  }
  let idempotencyKey: string | undefined;
  if (declared.idempotencyKey && sent.idempotencyKey !== undefined) {
    const parsed = parseInput(IdempotencyKeySchema, sent.idempotencyKey);
    if (!parsed.ok) return parsed;
    idempotencyKey = parsed.value;
  }
  return { ok: true, value: { params, query, body, idempotencyKey } };
}
