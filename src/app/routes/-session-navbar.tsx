// The navbar as the session sees it: signed out (also before the session's code has
// loaded, which for a visitor without a kept token is the whole home page), or signed in
// with Dashboard, the greeting and Sign Out.
import { useRouteContext } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import { useSyncExternalStore } from 'react';
import type { SessionActor } from '../../machines/session.actors';
import { sameUser, selectUser } from '../../machines/session.selectors';
import type { NavItem } from '../../ui/components/navbar/nav-item';
import { Navbar } from '../../ui/components/navbar/navbar';

const dashboardLink: NavItem = { label: 'Dashboard', href: '/dashboard' };

export function SessionNavbar({ links }: { links: readonly NavItem[] }) {
  const { session: loader } = useRouteContext({ from: '__root__' });
  const session = useSyncExternalStore(loader.onLoaded, loader.current);
  return session ? <SignedInAware session={session} links={links} /> : <Navbar links={links} />;
}

function SignedInAware({ session, links }: { session: SessionActor; links: readonly NavItem[] }) {
  const user = useSelector(session, selectUser, sameUser);
  if (user === null) return <Navbar links={links} />;
  return (
    <Navbar
      links={[...links, dashboardLink]}
      user={{ name: user.name }}
      onSignOut={() => session.send({ type: 'SIGN_OUT' })}
    />
  );
}
