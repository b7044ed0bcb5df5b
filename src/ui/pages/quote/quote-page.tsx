import { useEffect, useRef, useState, type FormEvent } from 'react';
import { quoteReference } from '../../../domain/quote';
import type { RequestQuoteMachine } from '../../../machines/forms';
import type { ApiResult } from '../../../ports/api.port';
import { Button } from '../../components/button/button';
import { ContentPage } from '../../components/content-page/content-page';
import { Stack } from '../../components/stack/stack';
import { TextArea, TextField } from '../../components/text-field/text-field';
import { notify } from '../../components/toast/toast-requests';
import { describeError } from '../../errors/describe-error';
import { focusFirstInvalid } from '../../focus/focus-first-invalid';
import { useAdopted } from '../../hydration/use-adopted';
import { FormFailure } from '../dashboard-shared/form-failure';
import { useSubmit } from '../dashboard-shared/use-submit';
import { QuoteConfirmation } from './quote-confirmation';
import {
  checkQuoteForm,
  checkQuoteLines,
  type QuoteErrors,
  type QuoteForm,
} from './quote-form-check';
import * as styles from './quote-page.css';
import { QuoteToolLines, type ToolChoice, type ToolLine, type ToolsView } from './quote-tool-lines';

export const QUOTE_THANKS = "we'll get back to you shortly!";

const fields: ReadonlyArray<keyof QuoteForm> = ['name', 'email', 'message'];

const FROM_ACCOUNT = 'From your account';

const quantityName = (key: number) => `quantity-${key}`;

/** The signed-in person the quote is sent as (the API takes both from their account). */
export interface QuoteSender {
  readonly name: string;
  readonly email: string;
  /** A customer follows their quotes in My Quotes (an admin has none). */
  readonly hasMyQuotes: boolean;
}

export interface QuotePageProps {
  onSubmitted?: (message: string) => void;
  /**
   * Stores the request, once however often Send is pressed; the thanks show only once it
   * is stored. Wired to the API by the composition root.
   */
  machine: RequestQuoteMachine;
  /** Signed in: name and e-mail are theirs, shown and not editable. */
  sender?: QuoteSender | undefined;
  /** The catalogue for the tool picker. */
  loadTools: () => ApiResult<readonly ToolChoice[]>;
}

/** The quote request form: who asks, which tools in which quantities, and what they need. */
export function QuotePage({ onSubmitted = notify, machine, loadTools, sender }: QuotePageProps) {
  const [errors, setErrors] = useState<QuoteErrors>({});
  const [lineErrors, setLineErrors] = useState<ReadonlyMap<number, string>>(new Map());
  const [sent, setSent] = useState<{ reference: string; email: string } | null>(null);
  const [lines, setLines] = useState<readonly ToolLine[]>([]);
  const [tools, setTools] = useState<ToolsView>({ state: 'loading' });
  const nextKey = useRef(1);
  const formArea = useRef<HTMLDivElement>(null);
  // On a failure what was typed stays, with the reason above the button.
  const request = useSubmit(machine, {
    onSent: ({ output }) => {
      onSubmitted(QUOTE_THANKS);
      formArea.current?.querySelector('form')?.reset();
      setLines([]);
      setSent({ reference: quoteReference(output), email: output.email });
    },
  });
  const failure = request.failure && describeError(request.failure);
  const adopted = useAdopted();

  useEffect(() => {
    let current = true;
    void loadTools().then((answer) => {
      if (current)
        setTools(answer.ok ? { state: 'loaded', tools: answer.value } : { state: 'failed' });
    });
    return () => {
      current = false;
    };
  }, [loadTools]);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // A second Send while the first is on its way changes nothing, not even the messages.
    if (request.isSending()) return;
    const form = event.currentTarget;
    const data = new FormData(form);
    const values: QuoteForm = {
      name: String(data.get('name') ?? ''),
      email: String(data.get('email') ?? ''),
      message: String(data.get('message') ?? ''),
    };
    const found = checkQuoteForm(values);
    const badLines = checkQuoteLines(lines);
    setErrors(found);
    setLineErrors(badLines);
    const invalid = [
      ...fields.filter((field) => found[field]),
      ...lines.filter((line) => badLines.has(line.key)).map((line) => quantityName(line.key)),
    ];
    if (invalid.length > 0) {
      focusFirstInvalid(form, invalid);
      return;
    }
    const company = String(data.get('company') ?? '').trim();
    request.send({
      ...values,
      ...(company === '' ? {} : { company }),
      // A line without a tool is an unused row: the API checks what is sent.
      lines: lines
        .filter((line) => line.toolId !== '')
        .map((line) => ({ toolId: line.toolId, qty: line.qty })),
    });
  };

  // The confirmation sits above the emptied form, ready for another request.
  const askAnother = () => {
    setSent(null);
    formArea.current?.querySelector<HTMLElement>('input:not([readonly]), textarea')?.focus();
  };

  return (
    <ContentPage
      title="Your Query"
      intro="Planning a large job? Tell us what you need and we will send you a free quote."
    >
      {sent && (
        <QuoteConfirmation
          reference={sent.reference}
          email={sent.email}
          inMyQuotes={sender?.hasMyQuotes ?? false}
          onAnother={askAnother}
        />
      )}
      <div ref={formArea}>
        <Stack
          as="form"
          aria-label="Your Query"
          noValidate
          gap="5"
          inert={!adopted}
          onSubmit={submit}
        >
          {/* Keyed: the fields change from typed to the account's when the session settles. */}
          <TextField
            key={sender ? 'account-name' : 'typed-name'}
            label="Name"
            name="name"
            autoComplete="name"
            error={errors.name}
            {...(sender ? { value: sender.name, readOnly: true, hint: FROM_ACCOUNT } : {})}
          />
          <TextField
            key={sender ? 'account-email' : 'typed-email'}
            label="Email"
            name="email"
            type="email"
            autoComplete="email"
            error={errors.email}
            {...(sender ? { value: sender.email, readOnly: true, hint: FROM_ACCOUNT } : {})}
          />
          <TextField label="Company (optional)" name="company" autoComplete="organization" />
          <QuoteToolLines
            lines={lines}
            tools={tools}
            errors={lineErrors}
            quantityName={quantityName}
            onChange={(key, change) =>
              setLines((all) =>
                all.map((line) => (line.key === key ? { ...line, ...change } : line)),
              )
            }
            onAdd={() => {
              const key = nextKey.current++;
              setLines((all) => [...all, { key, toolId: '', qty: '1' }]);
            }}
            onRemove={(key) => setLines((all) => all.filter((line) => line.key !== key))}
          />
          <TextArea
            label="Message"
            name="message"
            hint="Which tools, how many, and when you need them"
            error={errors.message}
          />
          <FormFailure message={failure} />
          <Button type="submit" size="lg" className={styles.submit} loading={request.pending}>
            Send
          </Button>
        </Stack>
      </div>
    </ContentPage>
  );
}
