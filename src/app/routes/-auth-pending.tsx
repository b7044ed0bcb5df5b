import { useRouter } from '@tanstack/react-router';
import { isSettled } from '../../machines/session.selectors';
import { Spinner } from '../../ui/components/spinner/spinner';
import * as styles from './-auth-pending.css';

/**
 * Shown by a protected page while the auth state loads. Once the session is known there is
 * no sign-in to check: the page is only loading (moving from the cart to its payment), so
 * the face says so, and only if that takes long enough to be seen.
 */
export function AuthPending() {
  const known = useRouter().options.context?.session.current()?.getSnapshot();
  if (known && isSettled(known)) {
    return (
      <div className={styles.later}>
        <Spinner label="Loading the page" size="lg" />
      </div>
    );
  }
  return (
    <div className={styles.root}>
      <Spinner label="Checking your sign-in" size="lg" />
    </div>
  );
}
