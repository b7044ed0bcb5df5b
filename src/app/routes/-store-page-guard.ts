// The store pages' guard, apart from the other guards: it reads the staff pages' table,
// which loads with the store's pages, not with the home page's first load (issue 27).
import type { SessionUser } from '../../machines/session.selectors';
import { reachesStorePage } from '../../ui/pages/dashboard-menu/staff-pages';
import type { SessionLoader } from '../session-loader';
import { requireAdmitted } from './-session-guards';

/**
 * The store's pages: the admin reaches them all, a staff role those of its own
 * (staff-pages.ts); a customer, or a staff member on another role's page, goes home as a
 * customer does from an admin page.
 */
export function requireStorePage(
  session: SessionLoader,
  user: SessionUser,
  path: string,
): Promise<void> | undefined {
  return requireAdmitted(
    session,
    user,
    (known) => known !== 'customer' && reachesStorePage(known, path),
  );
}
