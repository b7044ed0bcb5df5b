// Turns a valibot result into a value, or into sentences a person can read: one message
// for the whole input (the first problem) and one message per field for forms.
import * as v from 'valibot';

export type FieldErrors = Readonly<Record<string, string>>;

export type Parsed<T> =
  | { readonly ok: true; readonly value: T }
  | { readonly ok: false; readonly message: string; readonly fieldErrors: FieldErrors };

type AnySchema = v.GenericSchema;

const NOT_AN_OBJECT = 'The request body must be a JSON object';

/** The entries of an object schema (a piped one keeps them), or undefined for any other. */
const entriesOf = (schema: AnySchema): Readonly<Record<string, AnySchema>> | undefined =>
  'entries' in schema ? (schema.entries as Record<string, AnySchema>) : undefined;

/**
 * A missing key is reported by valibot with the object's message (any kind of object: plain,
 * strict or loose); a person needs the field's own words, which the field gives for an
 * empty value ("Quantity is Required").
 */
function messageFor(schema: AnySchema, issue: v.BaseIssue<unknown>): string {
  const step = issue.path?.at(-1);
  // The `Stryker disable` lines mark mutants that cannot change a result, so that mutation
  // testing does not count them: valibot gives a missing key `input: undefined` and an
  // unknown key `expected: 'never'` (with the key as its input), so either check alone
  // tells the two apart.
  const missingKey =
    issue.path?.length === 1 &&
    // Stryker disable next-line OptionalChaining: a path of one step has that step
    step?.origin === 'key' &&
    // Stryker disable next-line ConditionalExpression: expected 'never' excludes unknown keys
    issue.input === undefined &&
    // Stryker disable next-line ConditionalExpression,StringLiteral: so does their input
    issue.expected !== 'never' &&
    // Stryker disable next-line ConditionalExpression: only schema issues have a key origin
    issue.kind === 'schema';
  if (!missingKey) return issue.message;
  // Stryker disable next-line ConditionalExpression: the key of an object entry is a string
  if (typeof step.key !== 'string') return issue.message;
  const field = entriesOf(schema)?.[step.key];
  // Stryker disable next-line OptionalChaining: valibot never reports an empty issue list
  const fromField = field && v.safeParse(field, '').issues?.[0]?.message;
  return fromField ?? `${step.key} is Required`;
}

export function parseInput<const S extends AnySchema>(
  schema: S,
  input: unknown,
): Parsed<v.InferOutput<S>> {
  // valibot takes an array for an object with every key missing; it is no object to us.
  if (Array.isArray(input) && entriesOf(schema)) {
    return { ok: false, message: NOT_AN_OBJECT, fieldErrors: {} };
  }
  const result = v.safeParse(schema, input);
  if (result.success) return { ok: true, value: result.output };
  const fieldErrors: Record<string, string> = {};
  for (const issue of result.issues) {
    const key = v.getDotPath(issue) ?? '';
    // The first issue of a field is the one to show: "is Required" comes before "too short".
    if (key !== '' && !(key in fieldErrors)) fieldErrors[key] = messageFor(schema, issue);
  }
  return { ok: false, message: messageFor(schema, result.issues[0]), fieldErrors };
}
