import { Link } from '../../components/link/link';
import * as styles from './dashboard-menu.css';
import { dashboardMenuItems, type DashboardRole } from './dashboard-menu-items';

export interface DashboardMenuProps {
  role: DashboardRole;
  /** Called after a link is followed: a drawer on a phone closes itself with it. */
  onNavigate?: () => void;
}

/** The drawer's links for the signed-in person's role; the current page is marked. */
export function DashboardMenu({ role, onNavigate }: DashboardMenuProps) {
  return (
    <nav aria-label="Dashboard">
      <ul className={styles.list}>
        {dashboardMenuItems(role).map((item) => (
          <li key={item.href}>
            <Link href={item.href} look="bare" className={styles.link} onClick={onNavigate}>
              {item.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
