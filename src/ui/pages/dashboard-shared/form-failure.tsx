import { Alert } from '../../components/alert/alert';
import * as styles from './dashboard-page.css';

/** Why the API refused a form, announced as soon as it shows. */
export function FormFailure({ message }: { message: string | null }) {
  return <Alert className={styles.failure}>{message}</Alert>;
}
