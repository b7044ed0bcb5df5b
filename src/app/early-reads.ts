// Which API reads a page starts before the app has loaded: index.html's inline bootstrap
// (early-reads.bootstrap.ts) starts them while the bundle downloads, and the HTTP adapter's
// first identical call adopts each one (src/adapters/http/early-reads.ts). Each entry is
// the call its route's loader makes first (the cart's page, for /cart), with the same
// arguments; beside it, every signed-in page's session asks for the role. A page not in
// the table starts nothing. early-reads.test.ts checks each entry against the real call.
import { listQueryParams, orderListSearchOf, pageQueryOf } from '../domain/page';

/** Which slots of a page's frame a read's answer fills (early-paint.ts's painters). */
export type Painter = 'tool' | 'myOrders' | 'manageOrders' | 'order' | 'cart' | 'keptAddresses';

/** One GET of the API as the HTTP adapter sends it: its path and query, and its token. */
export interface EarlyRead {
  /** Under the API's base, e.g. `order/42`. */
  readonly path: string;
  readonly query?: Readonly<Record<string, string>>;
  /** Whether the call carries the access token (`getTool` is open to anyone). */
  readonly withToken: boolean;
  /** Whose slots in the page's frame its answer fills before the app runs (early-paint.ts). */
  readonly paints?: Painter;
}

/** What a page's reads are made of: its path's parameters, its parsed search, who it is for. */
export interface OpenedPage {
  readonly params: Readonly<Record<string, string>>;
  /** As the router parses it (`?page=2` is the number 2). */
  readonly search: Readonly<Record<string, unknown>>;
  /** The signed-in person's e-mail, as the restored session holds it. */
  readonly email: string;
}

const segment = encodeURIComponent;

// listDeliveryAddresses(): the order forms' kept addresses (src/app/routes/-kept-addresses.ts).
const KEPT_ADDRESSES: EarlyRead = { path: 'addresses', withToken: true };
// getMyPriceTerms(): the buyer's contract prices, without which a tool page shows no price.
const PRICE_TERMS: EarlyRead = { path: 'prices/mine', withToken: true };

/** The route (as the router writes it) and what its loader reads first. */
export const EARLY_READS: Readonly<Record<string, (page: OpenedPage) => readonly EarlyRead[]>> = {
  // listMyOrders(user.email)
  '/dashboard/myOrders': ({ email }) => [
    { path: 'order', query: { email }, withToken: true, paints: 'myOrders' },
  ],
  // listAllOrdersPage(pageQueryOf(deps)): the page, search and status of the address.
  '/dashboard/manageOrders': ({ search }) => [
    {
      path: 'orders',
      query: listQueryParams(pageQueryOf(orderListSearchOf(search))),
      withToken: true,
      paints: 'manageOrders',
    },
  ],
  // getOrder(params.id)
  '/dashboard/order/$id': ({ params }) => [
    { path: `order/${segment(params['id'] ?? '')}`, withToken: true, paints: 'order' },
  ],
  // getTool(params.id), the kept addresses its order form starts from and the buyer's terms.
  '/tool/$id': ({ params }) => [
    { path: `tool/${segment(params['id'] ?? '')}`, withToken: false, paints: 'tool' },
    KEPT_ADDRESSES,
    PRICE_TERMS,
  ],
  // The cart page's getCart (without a visitor's lines to merge first: see the adapter), and
  // the kept addresses of its delivery form, its own and its company's (getMyCompany).
  '/cart': () => [
    { path: 'cart', withToken: true, paints: 'cart' },
    { ...KEPT_ADDRESSES, paints: 'keptAddresses' },
    { path: 'company', withToken: true },
  ],
};

/** The session's role check (isAdmin), which a signed-in page waits for beside its data. */
export const roleRead = (email: string): EarlyRead => ({
  path: `admin/${segment(email)}`,
  withToken: true,
});

// The ids of tools and orders (UUIDs). Anything else (an encoded character, a dot) is left
// to the loader, so the bootstrap never has to decode a path the way the router would.
const PLAIN_PARAM = /^[\w-]{1,64}$/;

/** The parameters of `pathname` when it is `pattern`'s, else undefined. */
function paramsOf(pattern: string, pathname: string): Record<string, string> | undefined {
  const wanted = pattern.split('/');
  const given = pathname.split('/');
  if (wanted.length !== given.length) return undefined;
  const params: Record<string, string> = {};
  for (const [i, part] of wanted.entries()) {
    const value = given[i] ?? '';
    if (part.startsWith('$') && PLAIN_PARAM.test(value)) params[part.slice(1)] = value;
    else if (part !== value) return undefined;
  }
  return params;
}

/** The reads a signed-in person's page at `pathname` starts: none for a page not in the table. */
export function earlyReadsOf(
  pathname: string,
  search: Readonly<Record<string, unknown>>,
  email: string,
): EarlyRead[] {
  for (const [pattern, reads] of Object.entries(EARLY_READS)) {
    const params = paramsOf(pattern, pathname);
    if (params) return [...reads({ params, search, email }), roleRead(email)];
  }
  return [];
}
