// The frame the login and sign-up forms share: the heading, the provider's error, the form
// with its submit button, "Continue with Google" and the link to the other form.
import { useId, type FormEventHandler, type ReactNode } from 'react';
import { Button } from '../../components/button/button';
import { Panel } from '../../components/panel/panel';
import { Stack } from '../../components/stack/stack';
import * as styles from './auth-card.css';
import { Alert } from '../../components/alert/alert';

export interface AuthCardProps {
  title: string;
  /** The identity provider's refusal, as a sentence. */
  error: string | null;
  /** A sign-in is under way: both ways in are held until it ends. */
  working: boolean;
  onSubmit: FormEventHandler<HTMLFormElement>;
  submitLabel: string;
  onGoogle: () => void;
  /** The line with the link to the other form. */
  switchLine: ReactNode;
  /** The form's fields. */
  children: ReactNode;
}

export function AuthCard({
  title,
  error,
  working,
  onSubmit,
  submitLabel,
  onGoogle,
  switchLine,
  children,
}: AuthCardProps) {
  const titleId = useId();
  return (
    <Panel as="section" raised gap="5" className={styles.card} aria-labelledby={titleId}>
      <h1 id={titleId} className={styles.title}>
        {title}
      </h1>
      <Alert className={styles.providerError}>{error}</Alert>
      {/* The schema's messages stand under the fields, so the browser's own are turned off. */}
      <Stack as="form" noValidate onSubmit={onSubmit}>
        {children}
        <Button type="submit" fullWidth loading={working}>
          {submitLabel}
        </Button>
      </Stack>
      <p className={styles.divider}>or</p>
      <Button
        variant="secondary"
        fullWidth
        aria-disabled={working || undefined}
        onClick={() => {
          if (!working) onGoogle();
        }}
      >
        Continue with Google
      </Button>
      <p className={styles.switchLine}>{switchLine}</p>
    </Panel>
  );
}
