import { createFileRoute } from '@tanstack/react-router';
import { AuthPending } from './-auth-pending';
import { requireSignedIn } from './-session-guards';

// Every page below needs a signed-in person; the spinner shows at once while the auth
// state loads (a reload with a kept token).
export const Route = createFileRoute('/_authenticated')({
  beforeLoad: ({ context, location }) => requireSignedIn(context.session, location),
  pendingComponent: AuthPending,
  pendingMs: 0,
});
