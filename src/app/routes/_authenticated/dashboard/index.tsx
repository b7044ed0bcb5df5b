import { createFileRoute } from '@tanstack/react-router';
import { ProfilePage } from '../../../../ui/pages/profile/profile-page';

export const Route = createFileRoute('/_authenticated/dashboard/')({
  component: ProfileRoute,
});

function ProfileRoute() {
  const { ports, session, user } = Route.useRouteContext();

  // The identity provider keeps the name the navbar greets with: rename it there too, and
  // hand the renamed user to the session so the greeting changes at once.
  const renameInGreeting = async (name: string) => {
    const auth = await ports.loadAuth();
    const renamed = await auth.updateDisplayName(name);
    if (renamed.ok) session.current()?.send({ type: 'AUTH_USER', user: renamed.value });
  };

  return (
    <ProfilePage
      key={user.email}
      api={ports.api}
      email={user.email}
      onNameSaved={(name) => void renameInGreeting(name).catch(() => undefined)}
    />
  );
}
