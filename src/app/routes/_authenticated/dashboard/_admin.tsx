import { createFileRoute } from '@tanstack/react-router';
import { requireRole } from '../../-session-guards';

// Admin pages: everyone else goes home.
export const Route = createFileRoute('/_authenticated/dashboard/_admin')({
  beforeLoad: ({ context }) => requireRole(context.user, 'admin'),
});
