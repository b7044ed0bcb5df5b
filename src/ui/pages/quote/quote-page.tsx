import { useState, type FormEvent } from 'react';
import { Button } from '../../components/button/button';
import { ContentPage } from '../../components/content-page/content-page';
import { Stack } from '../../components/stack/stack';
import { TextArea } from '../../components/text-area/text-area';
import { TextField } from '../../components/text-field/text-field';
import { notify } from '../../components/toast/toast-requests';
import { focusFirstInvalid } from '../../focus/focus-first-invalid';
import { checkQuoteForm, type QuoteErrors, type QuoteForm } from './quote-form-check';
import * as styles from './quote-page.css';

export const QUOTE_THANKS = "we'll get back to you shortly!";

const fields: ReadonlyArray<keyof QuoteForm> = ['name', 'email', 'message'];

/** The quote request form. It only thanks the visitor: nothing is sent (spec section 2). */
export function QuotePage({ onSubmitted = notify }: { onSubmitted?: (message: string) => void }) {
  const [errors, setErrors] = useState<QuoteErrors>({});

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const values: QuoteForm = {
      name: String(data.get('name') ?? ''),
      email: String(data.get('email') ?? ''),
      message: String(data.get('message') ?? ''),
    };
    const found = checkQuoteForm(values);
    setErrors(found);
    const invalid = fields.filter((field) => found[field]);
    if (invalid.length > 0) {
      focusFirstInvalid(event.currentTarget, invalid);
      return;
    }
    onSubmitted(QUOTE_THANKS);
    event.currentTarget.reset();
  };

  return (
    <ContentPage
      title="Your Query"
      intro="Planning a large job? Tell us what you need and we will send you a free quote."
    >
      <Stack as="form" aria-label="Your Query" noValidate gap="5" onSubmit={submit}>
        <TextField label="Name" name="name" autoComplete="name" error={errors.name} />
        <TextField
          label="Email"
          name="email"
          type="email"
          autoComplete="email"
          error={errors.email}
        />
        <TextArea
          label="Message"
          name="message"
          hint="Which tools, how many, and when you need them"
          error={errors.message}
        />
        <Button type="submit" size="lg" className={styles.submit}>
          Send
        </Button>
      </Stack>
    </ContentPage>
  );
}
