import { createFileRoute } from '@tanstack/react-router';
import { RoleUnchecked } from '../../-role-unchecked';
import { requireRole } from '../../-session-guards';

// Pages for customers only (their orders, a review): admins go home.
export const Route = createFileRoute('/_authenticated/dashboard/_customer')({
  beforeLoad: ({ context }) => requireRole(context.session, context.user, 'customer'),
  errorComponent: RoleUnchecked,
});
