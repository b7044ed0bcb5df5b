import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { Link } from '../link/link';
import type { NavItem } from '../navbar/nav-item';
import { MenuIcon } from '../navbar/navbar-icons';
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
  const [open, setOpen] = useState(false);
  const drawerId = useId();
  const titleId = useId();
  const menuButton = useRef<HTMLButtonElement>(null);

  const closeOnEscape = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !open) return;
    setOpen(false);
    menuButton.current?.focus();
  };

  return (
    <div className={styles.root}>
      <div className={styles.grid} onKeyDown={closeOnEscape}>
        <button
          ref={menuButton}
          type="button"
          className={styles.menuButton}
          aria-expanded={open}
          aria-controls={drawerId}
          onClick={() => setOpen((wasOpen) => !wasOpen)}
        >
          <MenuIcon open={open} />
          {title} menu
        </button>
        <nav id={drawerId} aria-labelledby={titleId} className={styles.drawer} data-open={open}>
          <p id={titleId} className={styles.drawerTitle}>
            {title}
          </p>
          <ul className={styles.list}>
            {links.map((item) => (
              <li key={item.href}>
                <Link
                  href={item.href}
                  look="bare"
                  className={styles.link}
                  onClick={() => setOpen(false)}
                >
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
