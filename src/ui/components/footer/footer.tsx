import { LEGAL_NAME } from '../../../domain/brand';
import type { NavItem } from '../navbar/nav-item';
import { Link } from '../link/link';
import * as styles from './footer.css';

export interface FooterProps {
  links: ReadonlyArray<NavItem>;
  /** The company line after the copyright sign. */
  owner?: string;
  legal?: string;
  /** Defaults to this year; stories and tests pin it. */
  year?: number;
}

export function Footer({
  links,
  owner = LEGAL_NAME,
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
          © {year} {owner}
        </p>
      </div>
    </footer>
  );
}
