import { Spinner } from '../../ui/components/spinner/spinner';
import * as styles from './-auth-pending.css';

/** Shown by a protected page while the auth state loads. */
export function AuthPending() {
  return (
    <div className={styles.root}>
      <Spinner label="Checking your sign-in" size="lg" />
    </div>
  );
}
