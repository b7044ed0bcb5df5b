import { createFileRoute } from '@tanstack/react-router';
import { requireRole } from '../../-session-guards';

// Pages for customers only (their orders, a review): admins go home.
export const Route = createFileRoute('/_authenticated/dashboard/_customer')({
  beforeLoad: ({ context }) => requireRole(context.user, 'customer'),
});
