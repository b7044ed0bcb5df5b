// The frame the login and sign-up forms share: the heading, the provider's error, the form,
// "Continue with Google" and the link to the other form.
import { useId, type ReactNode } from 'react';
import { Button } from '../../components/button/button';
import * as styles from './auth-card.css';

export interface AuthCardProps {
  title: string;
  /** The identity provider's refusal, as a sentence. */
  error: string | null;
  /** A sign-in is under way: both ways in are held until it ends. */
  working: boolean;
  onGoogle: () => void;
  /** The line with the link to the other form. */
  switchLine: ReactNode;
  children: ReactNode;
}

export function AuthCard({ title, error, working, onGoogle, switchLine, children }: AuthCardProps) {
  const titleId = useId();
  return (
    <section className={styles.card} aria-labelledby={titleId}>
      <h1 id={titleId} className={styles.title}>
        {title}
      </h1>
      {error && (
        <p role="alert" className={styles.providerError}>
          {error}
        </p>
      )}
      {children}
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
    </section>
  );
}
