// Renders pages to HTML at build time (scripts/prerender.ts), so the first paint needs no
// JavaScript: the browser shows this HTML at once, then the app takes it over.
// - A public page renders as the app starts, its lists as their loading placeholders; the
//   app adopts that HTML (hydration).
// - A signed-in page renders as its frame: the signed-in navbar, the dashboard drawer of
//   the role its route needs, and the page's loading face (heading and skeleton), as the
//   app draws them for a returning person while the page's data is on its way. The app
//   draws the page over it once loaded (scripts/prerender-frame.ts says what picks a frame).
import { createMemoryHistory, RouterProvider, type AnyRoute } from '@tanstack/react-router';
import { renderToString } from 'react-dom/server';
import type { DashboardRole } from '../ui/pages/dashboard-menu/dashboard-menu-items';
import type { ApiPort } from '../ports/api.port';
import type { AppPorts } from '../ports/app-ports';
import type { TokenStore } from '../ports/token-store.port';
import { mainLinks } from './main-links';
import { headOf, type PageHead } from './page-head';
import { createAppRouter } from './router';
import { SignedInNavbar } from './routes/-session-navbar';

const never = () => new Promise<never>(() => undefined);

const signedOut: TokenStore = {
  get: () => null,
  set: () => undefined,
  holder: () => null,
  setHolder: () => undefined,
  clear: () => undefined,
};

/** Ports for a build-time render: no call ever answers, except who is signed in and as what. */
function buildTimePorts(tokens: TokenStore, api: Partial<ApiPort> = {}): AppPorts {
  // Every other ApiPort method is a call that stays pending, so pages show their loading state.
  const pending = new Proxy(api as ApiPort, {
    get: (target, name: string) => (name in target ? target[name as keyof ApiPort] : never),
  });
  const unavailable = () => Promise.reject(new Error('Not available while prerendering'));
  return {
    api: pending,
    loadAuth: unavailable,
    loadPayment: unavailable,
    tokens,
    loadVisitorCart: unavailable,
    visitorCartSize: () => 0,
  };
}

export interface PrerenderedPage {
  readonly html: string;
  /** The page's title and description, from its route's `head`. */
  readonly head: Partial<PageHead>;
}

export async function prerender(path: string): Promise<PrerenderedPage> {
  const router = createAppRouter(
    buildTimePorts(signedOut),
    createMemoryHistory({ initialEntries: [path] }),
  );
  await router.load();
  return {
    html: renderToString(<RouterProvider router={router} />),
    head: headOf(router.state.matches),
  };
}

/** Stands for the signed-in person's name in a frame; the page's inline step writes it in. */
export const FRAME_NAME_SLOT = 'FRAME-NAME-SLOT';
const FRAME_EMAIL = 'frame@prerender.invalid';

const base64Url = (json: unknown) =>
  btoa(JSON.stringify(json)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');

/** A kept sign-in good for the build: the session restores from it without the provider. */
function keptSignIn(): TokenStore {
  const claims = { sub: FRAME_EMAIL, uid: 'frame', exp: 4_102_444_800 };
  const token = `${base64Url({ alg: 'none' })}.${base64Url(claims)}.frame`;
  return { ...signedOut, get: () => token, holder: () => ({ email: FRAME_EMAIL, name: null }) };
}

const MAIN_NAV = /<nav aria-label="Main"[\s\S]*?<\/nav>/;

/**
 * The frame of the signed-in page at `path`, drawn for a person of `role` ('unconfirmed':
 * the role is not known yet, as the app draws a role-neutral page before the API says it).
 */
export async function prerenderFrame(path: string, role: DashboardRole): Promise<PrerenderedPage> {
  const isAdmin = () => Promise.resolve({ ok: true as const, value: { admin: role === 'admin' } });
  // The order forms' kept addresses, which the cart's loader waits for with the cart: none
  // at build time (the form is drawn with the cart's lines, which never come here).
  const listDeliveryAddresses = () => Promise.resolve({ ok: true as const, value: [] });
  const ports = buildTimePorts(
    keptSignIn(),
    role === 'unconfirmed' ? { listDeliveryAddresses } : { isAdmin, listDeliveryAddresses },
  );
  const router = createAppRouter(ports, createMemoryHistory({ initialEntries: [path] }));
  const leafId: string | undefined = router.matchRoutes(router.latestLocation).at(-1)?.routeId;
  const routes: readonly AnyRoute[] = Object.values(router.routesById);
  const leaf = routes.find((route) => route.id === leafId);
  const pending = leaf?.options.pendingComponent;
  // The page's own data never comes: its route is left to the browser ("not rendered on the
  // server"), which draws its loading face; the routes above it load as for the person.
  const ssr = leaf?.options.ssr;
  if (leaf && pending) leaf.options.ssr = false;
  // A frame drawn for no role yet cannot pass the store pages' role check (its answer never
  // comes at build time): the browser's app makes that check, as it does for the page's data.
  const guard =
    role === 'unconfirmed' ? routes.find((route) => route.id === STORE_GUARD) : undefined;
  const guardLoader = guard?.options.loader;
  if (guard) guard.options.loader = undefined;
  try {
    await Promise.all([router.load(), pending?.preload?.()]);
  } finally {
    if (leaf) leaf.options.ssr = ssr;
    if (guard) guard.options.loader = guardLoader;
  }
  const page = renderToString(<RouterProvider router={router} />);
  // At build time the navbar is a visitor's (it must be so where the app hydrates).
  const navbar = renderToString(
    <SignedInNavbar
      links={mainLinks}
      count={null}
      name={FRAME_NAME_SLOT}
      shops={role !== 'admin'}
      onSignOut={noop}
    />,
  );
  if (!MAIN_NAV.test(page)) throw new Error(`The frame of ${path} has no main navigation`);
  return { html: page.replace(MAIN_NAV, navbar), head: headOf(router.state.matches) };
}

const noop = () => undefined;
const STORE_GUARD = '/_authenticated/dashboard/_admin';
