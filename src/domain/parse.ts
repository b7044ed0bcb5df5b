// Turns a valibot result into a value, or into sentences a person can read: one message
// for the whole input (the first problem) and one message per field for forms.
import * as v from 'valibot';

export type FieldErrors = Readonly<Record<string, string>>;

export type Parsed<T> =
  | { readonly ok: true; readonly value: T }
  | { readonly ok: false; readonly message: string; readonly fieldErrors: FieldErrors };

type AnySchema = v.GenericSchema;

export function parseInput<const S extends AnySchema>(
  schema: S,
  input: unknown,
): Parsed<v.InferOutput<S>> {
  const result = v.safeParse(schema, input);
  if (result.success) return { ok: true, value: result.output };
  const fieldErrors: Record<string, string> = {};
  for (const issue of result.issues) {
    const key = v.getDotPath(issue) ?? '';
    // The first issue of a field is the one to show: "is Required" comes before "too short".
    if (key !== '' && !(key in fieldErrors)) fieldErrors[key] = issue.message;
  }
  const first = result.issues[0];
  return { ok: false, message: first.message, fieldErrors };
}
