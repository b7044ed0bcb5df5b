import { createFileRoute } from '@tanstack/react-router';
import { RoleUnchecked } from '../../-role-unchecked';
import { requireRole } from '../../-session-guards';

// Admin pages: everyone else goes home.
export const Route = createFileRoute('/_authenticated/dashboard/_admin')({
  beforeLoad: ({ context }) => requireRole(context.session, context.user, 'admin'),
  errorComponent: RoleUnchecked,
});
