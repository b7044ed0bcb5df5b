import { useId, type ReactNode } from 'react';
import { Link } from '../link/link';
import type { NavItem } from '../navbar/nav-item';
import { MenuButton, useMenu } from '../navbar/menu-button';
import * as styles from './dashboard-layout.css';

export interface DashboardLayoutProps {
  /** The drawer's heading and its navigation's name, e.g. "Dashboard". */
  title?: string;
  links: ReadonlyArray<NavItem>;
  children: ReactNode;
}

/**
 * The dashboard frame: a side drawer of links beside the page on wide screens; on phones
 * the drawer opens from a menu button above the page and closes on Escape or a link.
 */
export function DashboardLayout({ title = 'Dashboard', links, children }: DashboardLayoutProps) {
  const menu = useMenu();
  const titleId = useId();

  return (
    <div className={styles.root}>
      <div className={styles.grid} onKeyDown={menu.closeOnEscape}>
        <MenuButton menu={menu} className={styles.menuButton}>
          {title} menu
        </MenuButton>
        <nav
          id={menu.menuId}
          aria-labelledby={titleId}
          className={styles.drawer}
          data-open={menu.open}
        >
          <p id={titleId} className={styles.drawerTitle}>
            {title}
          </p>
          <ul className={styles.list}>
            {links.map((item) => (
              <li key={item.href}>
                <Link href={item.href} look="bare" className={styles.link} onClick={menu.close}>
                  {item.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div className={styles.content}>{children}</div>
      </div>
    </div>
  );
}
