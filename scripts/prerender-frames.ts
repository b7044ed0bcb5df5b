// The signed-in pages the build prerenders as frames (src/app/prerender.tsx draws them), and
// what every server of the build (the web server of `npm start`, vite preview, nginx) needs
// to pick a frame for a path. The server never knows who is signed in: a frame is served to
// everyone, and its inline steps decide before the first paint (frame-inline.ts) that a
// visitor sees nothing of it (the app then sends them to sign in, as from the app shell).
import { pathSource } from './stack/app-routes.ts';

/**
 * The dashboard drawer's roles a frame may draw (src/ui/pages/dashboard-menu/
 * dashboard-menu-items.ts): a page several roles open is drawn 'unconfirmed'.
 */
type DashboardRole = 'admin' | 'customer' | 'unconfirmed';

export interface FramedRoute {
  /** The route's full path as the route tree names it, e.g. `/tool/$id`. */
  readonly route: string;
  /** The drawer drawn: the role the route admits, or 'unconfirmed' where any role may come. */
  readonly role: DashboardRole;
  /** Route files whose split chunks the page needs (their styles inlined, scripts preloaded). */
  readonly routeFiles: readonly string[];
  /** Modules the page loads on its way (dynamic imports), preloaded with it. */
  readonly modules: readonly string[];
}

const ROUTES = 'src/app/routes';
const DASHBOARD = `${ROUTES}/_authenticated/dashboard.tsx`;
// Every signed-in page restores the session from the kept token first.
const SESSION = 'src/machines/session.actors.ts';
// The HTTP adapter's transport loads with the first API call (the page's first read).
const TRANSPORT = 'src/adapters/http/ky-exchange.ts';
// The signed-in calls beyond the home page's and the session's: every framed page's first
// read is one (src/app/early-reads.ts), so without it preloaded the page's data, adopted
// from the inline bootstrap's fetch, waited for one more round trip after the entry ran.
export const ACCOUNT_CALLS = 'src/adapters/http/account-api.http.ts';
// The calls no other signed-in page needs on arrival: the cart's (the cart page's first
// read) and the buyer's price terms (the tool page's). Loaded by the account calls on their
// first use, they were one more chunk round trip before those pages could draw their data.
export const LATER_CALLS = 'src/adapters/http/later-calls.http.ts';

export const FRAMED_ROUTES: readonly FramedRoute[] = [
  {
    route: '/dashboard/myOrders',
    role: 'customer',
    routeFiles: [DASHBOARD, `${ROUTES}/_authenticated/dashboard/_customer/myOrders.tsx`],
    modules: [SESSION, TRANSPORT, ACCOUNT_CALLS],
  },
  // The admin and every staff role open it (staff-pages.ts): the frame draws no role's drawer
  // (the admin's would show a staff member pages that are not theirs), the app fills it in.
  {
    route: '/dashboard/manageOrders',
    role: 'unconfirmed',
    routeFiles: [DASHBOARD, `${ROUTES}/_authenticated/dashboard/_admin/manageOrders.tsx`],
    modules: [SESSION, TRANSPORT, ACCOUNT_CALLS],
  },
  {
    route: '/dashboard/order/$id',
    role: 'unconfirmed',
    routeFiles: [DASHBOARD, `${ROUTES}/_authenticated/dashboard/order.$id.tsx`],
    modules: [SESSION, TRANSPORT, ACCOUNT_CALLS],
  },
  {
    route: '/tool/$id',
    role: 'unconfirmed',
    routeFiles: [`${ROUTES}/_authenticated/tool.$id.tsx`],
    modules: [SESSION, TRANSPORT, ACCOUNT_CALLS, LATER_CALLS],
  },
  {
    route: '/cart',
    role: 'unconfirmed',
    routeFiles: [`${ROUTES}/cart.tsx`],
    modules: [SESSION, TRANSPORT, ACCOUNT_CALLS, LATER_CALLS, 'src/app/shopper-cart.ts'],
  },
];

/** Where the build writes a route's frame, relative to the build's folder. */
export const frameFile = (route: string): string =>
  `frames/${route.slice(1).replaceAll('/', '-').replaceAll('$', '') || 'index'}.html`;

/** A path of the route, for the build's render: each `$param` a placeholder. */
export const samplePath = (route: string): string =>
  route.replace(/\$[^/]+/g, 'frame-prerender-sample');

export interface FramePage {
  /** An anchored regular expression source matching the route's paths. */
  readonly paths: string;
  /** Its frame, relative to the build's folder. */
  readonly file: string;
}

/** For a server: which paths get which frame. */
export const framePages = (): FramePage[] =>
  FRAMED_ROUTES.map(({ route }) => ({ paths: `^${pathSource(route)}$`, file: frameFile(route) }));

/** The frame file for `path`, if the path is a framed route's (dynamic segments included). */
export function frameFileOf(path: string): string | undefined {
  return framePages().find(({ paths }) => new RegExp(paths).test(path))?.file;
}
