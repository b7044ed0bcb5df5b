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
          <Link href="#tools" look={{ variant: 'primary', size: 'lg' }}>
            {hero.explore}
          </Link>
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
