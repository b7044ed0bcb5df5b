// How the API fake reads what it is sent (the domain's schemas, the server's refusals) and
// hands back what it keeps (always a copy).
import type * as v from 'valibot';
import { parseInput } from '../../domain/parse';
import type { ApiError } from '../../ports/api.port';
import { fail, ok, type Result } from '../../domain/result';
import { invalid } from './api-errors';

export type Outcome<T> = Result<T, ApiError>;

/** The input as the schema outputs it, or 'invalid' with the domain's sentence. */
export function check<const S extends v.GenericSchema>(
  schema: S,
  input: unknown,
): Outcome<v.InferOutput<S>> {
  const parsed = parseInput(schema, input);
  return parsed.ok ? ok(parsed.value) : fail(invalid(parsed.message));
}

/** Callers get copies, so changing an answer never changes the store. */
export const copy = <T>(value: T): T => structuredClone(value);

export const randomHex = (): string => crypto.randomUUID().replaceAll('-', '');
