import { createFileRoute } from '@tanstack/react-router';
import { AuthPending } from '../../-auth-pending';
import { RoleUnchecked } from '../../-role-unchecked';
import { requireStorePage } from '../../-session-guards';

// The store's pages: the admin's all, a staff role's its own (staff-pages.ts); everyone
// else goes home.
export const Route = createFileRoute('/_authenticated/dashboard/_admin')({
  // Moving from one store page to another runs no loader of this layout again: a role
  // already known is checked here too, on every navigation (at once, no wait).
  beforeLoad: ({ context, location }) => {
    if (context.user.role !== 'unconfirmed') {
      void requireStorePage(context.session, context.user, location.pathname);
    }
  },
  loader: ({ context, location }) =>
    requireStorePage(context.session, context.user, location.pathname),
  // A loader, not beforeLoad: the page's own loader runs beside it, so a reload waits for
  // the role check and the page's data together, once. A known role is decided at once;
  // only a check that takes a while shows this face.
  pendingComponent: AuthPending,
  errorComponent: RoleUnchecked,
});
