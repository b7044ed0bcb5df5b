import { Link } from '../../components/link/link';
import { messagePage } from '../../theme/message-page.css';
import * as styles from './not-found-page.css';

// Its size is the picture's own (public/not-found.svg), so the page keeps its room before it loads.
export const NOT_FOUND_IMAGE = {
  src: '/not-found.svg',
  alt: 'A tipped-over paint can spilling paint next to the number 404',
  width: 480,
  height: 320,
} as const;

/** Shown for any address the store does not know. */
export function NotFoundPage() {
  return (
    <section aria-labelledby="not-found-title" className={messagePage}>
      <img {...NOT_FOUND_IMAGE} decoding="async" className={styles.image} />
      <h1 id="not-found-title">Page not found</h1>
      <p>We could not find that page. It may have moved, or the address may be mistyped.</p>
      <Link href="/" look={{ variant: 'secondary' }}>
        Back to the home page
      </Link>
    </section>
  );
}
