import { Link } from '../../components/link/link';
import * as styles from './not-found-page.css';

/** Shown for any address the store does not know. */
export function NotFoundPage() {
  return (
    <section aria-labelledby="not-found-title" className={styles.root}>
      <p className={styles.code}>404</p>
      <h1 id="not-found-title">Page not found</h1>
      <p>We could not find that page. It may have moved, or the address may be mistyped.</p>
      <Link href="/" look={{ variant: 'secondary' }}>
        Back to the home page
      </Link>
    </section>
  );
}
