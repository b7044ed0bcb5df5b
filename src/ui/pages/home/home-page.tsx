import { Link } from '../../components/link/link';
import * as styles from './home-page.css';

/** The home page. For now only the hero; the storefront sections follow it. */
export function HomePage() {
  return (
    <section aria-labelledby="home-headline" className={styles.hero}>
      <div className={styles.heroInner}>
        <p className={styles.eyebrow}>Made in the United States</p>
        <h1 id="home-headline" className={styles.headline}>
          Leading quality paint tools for every job
        </h1>
        <p className={styles.lead}>
          More than 15 years in the industry: brushes, rollers and sprayers built by a United States
          manufacturer for painters who work every day.
        </p>
        <Link href="#tools" look={{ variant: 'primary', size: 'lg' }}>
          Explore
        </Link>
      </div>
    </section>
  );
}
