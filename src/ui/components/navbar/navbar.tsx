import { SITE_NAME } from '../../../domain/brand';
import { Link } from '../link/link';
import type { NavItem } from './nav-item';
import { MenuButton, useMenu } from './menu-button';
import { BrushMark } from './navbar-icons';
import * as styles from './navbar.css';

export interface NavbarProps {
  links: ReadonlyArray<NavItem>;
  /** The signed-in person; when absent the login link shows instead of the greeting. */
  user?: { name: string } | undefined;
  onSignOut?: (() => void) | undefined;
  /**
   * A kept sign-in is being restored: neither the login link nor a greeting shows yet, so
   * a returning customer does not see "Login" flash before their name.
   */
  restoring?: boolean;
}

/** The site's main navigation: a row on wide screens, a disclosure menu on phones. */
export function Navbar({ links, user, onSignOut, restoring = false }: NavbarProps) {
  const menu = useMenu();
  const { close } = menu;

  return (
    <nav aria-label="Main" className={styles.root} onKeyDown={menu.closeOnEscape}>
      <div className={styles.inner}>
        <Link href="/" look="bare" className={styles.brand} onClick={close}>
          <span className={styles.brandMark}>
            <BrushMark />
          </span>
          {SITE_NAME}
        </Link>
        <MenuButton menu={menu} className={styles.menuButton}>
          Menu
        </MenuButton>
        <ul id={menu.menuId} className={styles.list} data-open={menu.open}>
          {links.map((item) => (
            <li key={item.href}>
              <Link
                href={item.href}
                look="bare"
                className={styles.link}
                onClick={close}
                aria-label={item.count == null ? undefined : countedLabel(item, item.count)}
              >
                {item.label}
                {item.count != null && (
                  <>
                    {' '}
                    <span className={styles.count} aria-hidden="true">
                      {item.count}
                    </span>
                  </>
                )}
              </Link>
            </li>
          ))}
          {user ? (
            <>
              <li className={styles.greeting}>Hi, {user.name}</li>
              {onSignOut && (
                <li>
                  <button type="button" className={styles.signOut} onClick={onSignOut}>
                    Sign Out
                  </button>
                </li>
              )}
            </>
          ) : (
            !restoring && (
              <li>
                <Link href="/login" look="bare" className={styles.link} onClick={close}>
                  Login
                </Link>
              </li>
            )
          )}
        </ul>
      </div>
    </nav>
  );
}

/** "Cart, 2 tools": the count said in words, where the pill shows only the number. */
const countedLabel = (item: NavItem, count: number): string =>
  `${item.label}, ${count} ${count === 1 ? 'tool' : 'tools'}`;
