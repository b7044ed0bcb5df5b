// Field schemas shared by the entity and input schemas: each carries the sentence a
// person reads when the value is wrong, so the browser and the API say the same thing.
import * as v from 'valibot';
import { LARGEST_WHOLE_NUMBER, WHOLE_NUMBER_TEXT } from './whole-number';

/** Text that must be present: trimmed, not empty, not longer than `max`. */
export const requiredText = (requiredMessage: string, max: number, label: string) =>
  v.pipe(
    v.string(`${label} must be text`),
    v.trim(),
    v.nonEmpty(requiredMessage),
    v.maxLength(max, `${label} must be ${max} characters or fewer`),
  );

/** Text that may be empty: trimmed and not longer than `max`. */
export const optionalText = (max: number, label: string) =>
  v.optional(
    v.pipe(
      v.string(`${label} must be text`),
      v.trim(),
      v.maxLength(max, `${label} must be ${max} characters or fewer`),
    ),
  );

/**
 * A whole number of at least `min`, given as a number or as digits typed into a form
 * (whole-number.ts: "0x10", "1e3" and "+7" are not digits). Strings are accepted because
 * HTML inputs hold text; anything else is refused.
 */
export const wholeNumber = (label: string, min: number) =>
  v.pipe(
    v.union(
      [
        // Stryker disable next-line StringLiteral: unseen, a union that fails reports its own message below
        v.number(`${label} must be a number`),
        v.pipe(
          v.string(),
          v.trim(),
          v.nonEmpty(`${label} is Required`),
          // Words ("twelve") are no number at all; "1.5", "0x10" or "1e3" are not whole.
          v.regex(/\d/, `${label} must be a number`),
          v.regex(WHOLE_NUMBER_TEXT, `${label} must be a whole number`),
        ),
      ],
      `${label} must be a number`,
    ),
    // Stryker disable next-line ConditionalExpression,StringLiteral: Number(n) is n for a number
    v.transform((input) => (typeof input === 'number' ? input : Number(input))),
    v.check((n) => Number.isFinite(n), `${label} must be a number`),
    v.integer(`${label} must be a whole number`),
    v.minValue(min, `${label} must be at least ${min}`),
    v.maxValue(LARGEST_WHOLE_NUMBER, `${label} is too large`),
  );

/**
 * Ids are UUIDs issued by the database, which writes them in lower case and reads them in
 * any. Every id from a path or a body is parsed here and leaves in lower case, so the
 * in-memory API's Maps, a cart's lines and the checks for a repeated tool compare them as
 * the database does.
 */
export const IdSchema = v.pipe(
  v.string('That id is not valid'),
  v.uuid('That id is not valid'),
  v.toLowerCase(),
);

/** An e-mail address of the usual name@domain.tld form (see architecture.md on the spec's pattern). */
export const EmailSchema = v.pipe(
  v.string('Email is Required'),
  v.trim(),
  v.nonEmpty('Email is Required'),
  v.email('Provide a valid Email'),
  v.maxLength(254, 'Provide a valid Email'),
);

export const EMAIL_NOT_AS_SENT = 'Send the e-mail address without spaces or line breaks around it';

/**
 * An e-mail the URL names (the path, a query): refused when blanks pad it rather than
 * trimmed, so that it has one spelling only and the limits keyed on it (lower-cased, like
 * the stored one) cannot be passed by padding it.
 */
export const EmailInUrlSchema = v.pipe(
  v.string('Email is Required'),
  v.check((email) => email === email.trim(), EMAIL_NOT_AS_SENT),
  v.nonEmpty('Email is Required'),
  v.email('Provide a valid Email'),
  v.maxLength(254, 'Provide a valid Email'),
  v.toLowerCase(),
);

/**
 * The message for a strict object's issues: an unknown key names the key, so a caller
 * who sends `role` or `paid` learns exactly what was refused.
 */
export const strictObjectMessage = (issue: { expected: string | null; received: string }) =>
  issue.expected === 'never'
    ? `${issue.received} is not an accepted field`
    : 'The request body must be a JSON object';
