import { createFileRoute } from '@tanstack/react-router';
import { AuthPending } from '../../-auth-pending';
import { RoleUnchecked } from '../../-role-unchecked';
import { requireRole } from '../../-session-guards';

// Pages for customers only (their orders, a review): admins go home.
export const Route = createFileRoute('/_authenticated/dashboard/_customer')({
  loader: ({ context }) => requireRole(context.session, context.user, 'customer'),
  // A loader, not beforeLoad: the page's own loader runs beside it, so a reload waits for
  // the role check and the page's data together, once. A known role is decided at once;
  // only a check that takes a while shows this face.
  pendingComponent: AuthPending,
  errorComponent: RoleUnchecked,
});
