import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { SITE_NAME } from '../../../domain/brand';
import { Link } from '../link/link';
import type { NavItem } from './nav-item';
import { BrushMark, MenuIcon } from './navbar-icons';
import * as styles from './navbar.css';

export interface NavbarProps {
  brand?: NavItem;
  links: ReadonlyArray<NavItem>;
  /** The signed-in person; when absent the login link shows instead of the greeting. */
  user?: { name: string } | undefined;
  onSignOut?: (() => void) | undefined;
  loginLink?: NavItem;
  /**
   * A kept sign-in is being restored: neither the login link nor a greeting shows yet, so
   * a returning customer does not see "Login" flash before their name.
   */
  restoring?: boolean;
}

/** The site's main navigation: a row on wide screens, a disclosure menu on phones. */
export function Navbar({
  brand = { label: SITE_NAME, href: '/' },
  links,
  user,
  onSignOut,
  loginLink = { label: 'Login', href: '/login' },
  restoring = false,
}: NavbarProps) {
  const [open, setOpen] = useState(false);
  const listId = useId();
  const menuButton = useRef<HTMLButtonElement>(null);

  const closeOnEscape = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !open) return;
    setOpen(false);
    menuButton.current?.focus();
  };
  const close = () => setOpen(false);

  return (
    <nav aria-label="Main" className={styles.root} onKeyDown={closeOnEscape}>
      <div className={styles.inner}>
        <Link href={brand.href} look="bare" className={styles.brand} onClick={close}>
          <span className={styles.brandMark}>
            <BrushMark />
          </span>
          {brand.label}
        </Link>
        <button
          ref={menuButton}
          type="button"
          className={styles.menuButton}
          aria-expanded={open}
          aria-controls={listId}
          onClick={() => setOpen((wasOpen) => !wasOpen)}
        >
          <MenuIcon open={open} />
          Menu
        </button>
        <ul id={listId} className={styles.list} data-open={open}>
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
                <Link href={loginLink.href} look="bare" className={styles.link} onClick={close}>
                  {loginLink.label}
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
