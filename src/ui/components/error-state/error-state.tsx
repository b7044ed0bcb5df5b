import { Button } from '../button/button';
import * as styles from './error-state.css';

export interface ErrorStateProps {
  title: string;
  /** What went wrong, in a sentence for a person. */
  message: string;
  /** When given, a Retry button calls it. */
  onRetry?: (() => void) | undefined;
}

/** A failed load: what happened and a way to try again, announced when it appears. */
export function ErrorState({ title, message, onRetry }: ErrorStateProps) {
  return (
    <div role="alert" className={styles.root}>
      <p className={styles.title}>{title}</p>
      <p>{message}</p>
      {onRetry && (
        <Button variant="secondary" onClick={onRetry}>
          Retry
        </Button>
      )}
    </div>
  );
}
