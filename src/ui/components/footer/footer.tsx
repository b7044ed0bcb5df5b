import { LEGAL_NAME } from '../../../domain/brand';
import type { NavItem } from '../navbar/nav-item';
import { Link } from '../link/link';
import * as styles from './footer.css';

export interface FooterProps {
  links: ReadonlyArray<NavItem>;
  legal?: string;
  /** Defaults to this year; stories and tests pin it. */
  year?: number;
}

export function Footer({
  links,
  legal = 'Prices in US dollars. Card payments are processed securely by our payment provider.',
  year = new Date().getFullYear(),
}: FooterProps) {
  return (
    <footer className={styles.root}>
      <div className={styles.inner}>
        <nav aria-label="Footer">
          <ul className={styles.list}>
            {links.map((item) => (
              <li key={item.href}>
                <Link href={item.href} look="quiet">
                  {item.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <p className={styles.legal}>{legal}</p>
        <p>
          © {year} {LEGAL_NAME}
        </p>
      </div>
    </footer>
  );
}
