import { Link } from '../../components/link/link';
import { quote, statistics } from './content/below-fold-content';
import * as styles from './home-page.css';

export function QuoteSection() {
  return (
    <section aria-labelledby="home-quote" className={styles.quote}>
      <h2 id="home-quote" className={styles.sectionHeading}>
        {quote.heading}
      </h2>
      <p>{quote.text}</p>
      <Link href={quote.href} look={{ variant: 'primary', size: 'lg' }}>
        {quote.link}
      </Link>
    </section>
  );
}

/** Static figures (spec section 9), not data from the API. */
export function StatisticsSection() {
  return (
    <section aria-label={statistics.label} className={styles.statistics}>
      <ul className={styles.statisticsList}>
        {statistics.items.map((item) => (
          <li key={item.label} className={styles.statistic}>
            <strong className={styles.statisticValue}>{item.value}</strong>{' '}
            <span className={styles.statisticLabel}>{item.label}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
