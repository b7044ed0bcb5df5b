// The navbar as the session sees it: signed out (also before the session's code has
// loaded, which for a visitor without a kept token is the whole home page), or signed in
// with Dashboard, the greeting and Sign Out.
import { useRouteContext } from '@tanstack/react-router';
import { useSyncExternalStore } from 'react';
import type { SessionActor } from '../../machines/session.actors';
import type { NavItem } from '../../ui/components/navbar/nav-item';
import { Navbar } from '../../ui/components/navbar/navbar';
import { RESTORING, useSessionUser } from './-session-user';

const dashboardLink: NavItem = { label: 'Dashboard', href: '/dashboard' };
// A count not known yet (null) shows no number.
const cartLink = (count: number | null): NavItem => ({ label: 'Cart', href: '/cart', count });
/** A build-time render knows no count: it reads as null there. */
const nothingAtBuild = () => null;

export function SessionNavbar({ links }: { links: readonly NavItem[] }) {
  const { session: loader, ports, cart } = useRouteContext({ from: '__root__' });
  const count = useSyncExternalStore(cart.count.subscribe, cart.count.get, nothingAtBuild);
  // A build-time render (src/app/prerender.tsx) is signed out, and so is the browser's first
  // render of that HTML (hydration); the session as it is shows right after.
  const session = useSyncExternalStore(loader.onLoaded, loader.current, noSessionAtBuild);
  // Before the session's code has loaded, a token kept from an earlier visit means the
  // session is being restored in the background.
  const user = useSessionUser(session, ports.tokens.get() !== null);
  // One Navbar in every case, so that the session loading (a visitor focusing Login loads
  // it) updates the links in place and never takes away the link that has focus.
  if (user === RESTORING) return <Navbar links={links} restoring />;
  // Visitors and customers always see their cart; the admin and staff do not shop (a role
  // not confirmed yet keeps the cart it had).
  if (user === null) return <Navbar links={[...links, cartLink(count)]} />;
  return (
    <SignedInNavbar
      links={links}
      count={count}
      name={user.name}
      shops={user.role === 'customer' || user.role === 'unconfirmed'}
      onSignOut={() => session?.send({ type: 'SIGN_OUT' })}
    />
  );
}

interface SignedInNavbarProps {
  readonly links: readonly NavItem[];
  readonly count: number | null;
  readonly name: string;
  /** Whether the person shops (a customer sees the Cart; staff do not shop). */
  readonly shops: boolean;
  readonly onSignOut: () => void;
}

/** The navbar of a signed-in person; the build draws it in the signed-in pages' frames. */
export function SignedInNavbar({ links, count, name, shops, onSignOut }: SignedInNavbarProps) {
  return (
    <Navbar
      links={[...links, ...(shops ? [cartLink(count)] : []), dashboardLink]}
      user={{ name }}
      onSignOut={onSignOut}
    />
  );
}

const noSessionAtBuild = (): SessionActor | undefined => undefined;
