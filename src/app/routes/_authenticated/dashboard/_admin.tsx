import { createFileRoute, type ParsedLocation } from '@tanstack/react-router';
import type { SessionUser } from '../../../../machines/session.selectors';
import type { SessionLoader } from '../../../session-loader';
import { AuthPending } from '../../-auth-pending';
import { RoleUnchecked } from '../../-role-unchecked';

export interface Guarded {
  readonly context: { readonly session: SessionLoader; readonly user: SessionUser };
  readonly location: ParsedLocation;
}

// The guard and its table of staff pages load with the store's pages, not in the home
// page's first load (which holds every route's options): a dynamic import.
const requireStorePage = async ({ context, location }: Guarded) => {
  const guard = await import('../../-store-page-guard');
  await guard.requireStorePage(context.session, context.user, location.pathname);
};

// The store's pages: the admin's all, a staff role's its own (staff-pages.ts); everyone
// else goes home.
export const Route = createFileRoute('/_authenticated/dashboard/_admin')({
  // Moving from one store page to another runs no loader of this layout again: a role
  // already known is checked here too, on every navigation.
  beforeLoad: async (options) => {
    if (options.context.user.role !== 'unconfirmed') await requireStorePage(options);
  },
  loader: requireStorePage,
  // A loader, not beforeLoad: the page's own loader runs beside it, so a reload waits for
  // the role check and the page's data together, once. A role already known is decided as
  // soon as the guard's module is there; only a check that takes a while shows this face.
  pendingComponent: AuthPending,
  errorComponent: RoleUnchecked,
});
