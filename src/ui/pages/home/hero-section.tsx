import { Link } from '../../components/link/link';
import { hero } from './content/home-content';
import * as styles from './home-page.css';

/** The first screen: who we are and a way into the catalogue. */
export function HeroSection() {
  return (
    <section aria-labelledby="home-headline" className={styles.hero}>
      <div className={styles.heroInner}>
        <div className={styles.heroText}>
          <p className={styles.eyebrow}>{hero.eyebrow}</p>
          <h1 id="home-headline" className={styles.headline}>
            {hero.headline}
          </h1>
          <p className={styles.lead}>{hero.lead}</p>
          <Link href="/tools" look={{ variant: 'primary', size: 'lg' }}>
            {hero.explore}
          </Link>
          {/* A plain GET form (the default method) to the catalogue: it works before the scripts run and adds
              next to nothing to the first load (no state, no handler). */}
          <form action="/tools" role="search" className={styles.heroSearch}>
            <label>
              Search tools
              <input type="search" name="q" />
            </label>
            <button type="submit" className={styles.heroSearchButton}>
              Search
            </button>
          </form>
        </div>
        <img
          src={hero.image.src}
          alt=""
          width={hero.image.width}
          height={hero.image.height}
          fetchPriority="high"
          decoding="async"
          className={styles.heroImage}
        />
      </div>
    </section>
  );
}
