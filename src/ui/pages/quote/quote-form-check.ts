// The checks of the quote form before it is sent: the sender's fields, and each tool line's
// quantity by the rule the API applies to it.
import * as v from 'valibot';
import { RequestedLineSchema } from '../../../domain/checkout-input';
import { EmailSchema } from '../../../domain/fields';

export interface QuoteForm {
  name: string;
  email: string;
  message: string;
}

export type QuoteErrors = Partial<Record<keyof QuoteForm, string>>;

const QuoteFormSchema = v.object({
  name: v.pipe(v.string(), v.trim(), v.nonEmpty('Name is Required')),
  email: EmailSchema,
  message: v.pipe(v.string(), v.trim(), v.nonEmpty('Message is Required')),
});

export function checkQuoteForm(form: QuoteForm): QuoteErrors {
  const result = v.safeParse(QuoteFormSchema, form);
  if (result.success) return {};
  const errors: QuoteErrors = {};
  for (const issue of result.issues) {
    const field = v.getDotPath(issue) as keyof QuoteForm | null;
    if (field && !errors[field]) errors[field] = issue.message;
  }
  return errors;
}

/** The sentence for each line (by its key) whose quantity the API would refuse. */
export function checkQuoteLines(
  lines: readonly { readonly key: number; readonly toolId: string; readonly qty: string }[],
): ReadonlyMap<number, string> {
  const errors = new Map<number, string>();
  // A line without a tool is an unused row, and is not sent.
  for (const line of lines.filter((candidate) => candidate.toolId !== '')) {
    const checked = v.safeParse(RequestedLineSchema, { toolId: line.toolId, qty: line.qty });
    const issue = checked.issues?.find((found) => v.getDotPath(found) === 'qty');
    if (issue) errors.set(line.key, issue.message);
  }
  return errors;
}
