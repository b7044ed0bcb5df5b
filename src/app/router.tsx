import { createRouter, type RouterHistory } from '@tanstack/react-router';
import type { SessionActor } from '../machines/session.actors';
import { withSessionExpiry } from '../machines/session.expiring-api';
import { sameUser, selectUser } from '../machines/session.selectors';
import type { AppPorts } from '../ports/app-ports';
import { lazyCalls } from '../adapters/http/lazy-calls';
import { createCartCount } from './cart-count';
import { createCheckedOutOrder } from './checked-out-order';
import { loadedOnce } from './loaded-once';
import { onKeptTokenChangedElsewhere } from './kept-token-changes';
import { createMachines } from './machines';
import { routeTree } from './routeTree.gen';
import { createSessionLoader } from './session-loader';

/** The app's router with its session; tests pass a memory history and fake ports. */
export function createAppRouter(ports: AppPorts, history?: RouterHistory) {
  const session = createSessionLoader(ports, { onKeptTokenChanged: onKeptTokenChangedElsewhere });
  // Pages get the API through this: a refusal that ends the session also ends it here.
  // (Only a signed-in person's calls can be refused so, and their session is loaded.)
  const api = withSessionExpiry(ports.api, () =>
    session.current()?.send({ type: 'SESSION_EXPIRED' }),
  );
  const signedOut = () => (ports.tokens.get() === null ? ports.visitorCartSize() : null);
  const count = createCartCount(signedOut());
  const load = loadedOnce(() =>
    import('./shopper-cart').then((m) => m.createShopperCart({ ...ports, api }, count)),
  );
  const cart = { count, load, call: lazyCalls(load) };
  const router = createRouter({
    routeTree,
    context: {
      ports: { ...ports, api },
      machines: createMachines(api, ports.loadPayment, load),
      session,
      cart,
      checkedOut: createCheckedOutOrder(),
    },
    ...(history ? { history } : {}),
    defaultPreload: 'intent',
    scrollRestoration: true,
  });
  session.onLoaded((actor) => followSession(router, actor, () => count.set(signedOut())));
  // A token kept from an earlier visit: restore that session in the background.
  if (ports.tokens.get() !== null) void session.load().catch(() => undefined);
  return router;
}

type AppRouter = ReturnType<typeof createRouter<typeof routeTree>>;

/**
 * When the person signed in changes, the guards run again (a protected page sends a
 * signed-out visitor to /login); when the session expired, the visitor goes home, or to
 * the login page when the page that ended it asked them to sign in again.
 */
function followSession(router: AppRouter, session: SessionActor, newShopper: () => void): void {
  let user = selectUser(session.getSnapshot());
  let expired: { signInTo?: string } | undefined;
  // Emitted events reach listeners before the new snapshot reaches subscribers.
  session.on('expired', ({ signInTo }) => {
    expired = signInTo === undefined ? {} : { signInTo };
  });
  session.subscribe((state) => {
    const next = selectUser(state);
    if (sameUser(user, next)) return;
    // Another person's cart (or a visitor's): its count is read again.
    if (user?.email !== next?.email) newShopper();
    const onlyConfirmed =
      user?.role === 'unconfirmed' && next !== null && next.email === user.email;
    user = next;
    // The role of a kept sign-in has arrived: the pages loaded meanwhile stay as they are
    // (the menu reads the role live); only a page that failed for want of it loads again.
    if (onlyConfirmed && !router.state.matches.some((match) => match.status === 'error')) return;
    if (expired && next === null) {
      const { signInTo } = expired;
      expired = undefined;
      void (signInTo === undefined
        ? router.navigate({ to: '/' })
        : router.navigate({ to: '/login', search: { redirect: signInTo } }));
    } else {
      void router.invalidate();
    }
  });
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
