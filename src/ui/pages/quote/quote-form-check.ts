// The checks of the quote form (its fields are not sent anywhere, spec section 2).
import * as v from 'valibot';
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
