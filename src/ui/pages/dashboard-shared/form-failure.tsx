import * as styles from './dashboard-page.css';

/** Why the API refused a form, announced as soon as it shows. */
export function FormFailure({ message }: { message: string | null }) {
  if (message === null) return null;
  return (
    <p role="alert" className={styles.failure}>
      {message}
    </p>
  );
}
