// Not in src/domain yet: the domain's strictObjectMessage answers a *missing* field with
// "The request body must be a JSON object". A person needs to hear which field is missing,
// and the field's own schema already says it: validating "" gives its "… is Required".
import * as v from 'valibot';

type Schema = v.GenericSchema;

function entriesOf(schema: Schema): Record<string, Schema> | undefined {
  if ('entries' in schema) return schema.entries as Record<string, Schema>;
  if ('pipe' in schema && Array.isArray(schema.pipe)) {
    const first = schema.pipe[0] as Schema | undefined;
    return first && entriesOf(first);
  }
  return undefined;
}

/** The sentence for the first missing field, or undefined when nothing is missing. */
export function missingFieldMessage(schema: Schema, input: unknown): string | undefined {
  // valibot takes an array for an object with every key missing; it is no object to us.
  if (Array.isArray(input)) return undefined;
  const result = v.safeParse(schema, input);
  const issue = result.issues?.[0];
  const step = issue?.path?.at(-1);
  if (!issue || !step || step.origin !== 'key' || issue.expected === 'never') return undefined;
  if (issue.input !== undefined || typeof step.key !== 'string') return undefined;
  const key = step.key;
  const field = issue.path?.length === 1 ? entriesOf(schema)?.[key] : undefined;
  const fromField = field && v.safeParse(field, '').issues?.[0]?.message;
  return fromField ?? `${key} is Required`;
}
