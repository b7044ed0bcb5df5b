// The mocked API's msw handlers, derived from the in-memory store: each route of the HTTP
// adapter (spec section 7) calls the same ApiPort method on a memory world, so stories and
// page tests get the fake's rules and access checks instead of a hand-written mini-backend.
// A story picks its state by seeding the world, or by a fault on one of its calls.
import { delay, http, HttpResponse, type HttpHandler } from 'msw';
import type { MemorySeed } from '../../../adapters/memory/memory-state';
import { createMemoryWorld, type MemoryWorld } from '../../../adapters/memory/memory-world';
import type { Parsed } from '../../../domain/parse';
import { asksForToolPage, parseToolPageQuery } from '../../../domain/tool-search-query';
import type { Result } from '../../../domain/result';
import type { ApiError, ApiErrorKind, ApiPort } from '../../../ports/api.port';
import { MOCK_API, MOCK_TOKEN } from '../../http-api';
import type { ApiInMemory } from '../../../adapters/memory/api.in-memory';
import type { AnyCall } from '../../../ports/calls/call';
import { orderCalls } from '../../../ports/calls/orders.calls';
import { paymentCalls } from '../../../ports/calls/payments.calls';
import { toolCalls } from '../../../ports/calls/tools.calls';
import { userCalls } from '../../../ports/calls/users.calls';
import { reviewCalls } from '../../../ports/calls/reviews.calls';
import { adminCalls } from '../../../ports/calls/admin.calls';
import { cartCalls } from '../../../ports/calls/cart.calls';
import { quoteCalls } from '../../../ports/calls/quotes.calls';
import { approvalCalls } from '../../../ports/calls/approvals.calls';
import { companyCalls } from '../../../ports/calls/companies.calls';
import { quickOrderCalls } from '../../../ports/calls/quick-order.calls';
import { refundCalls } from '../../../ports/calls/refunds.calls';
import { termsCalls } from '../../../ports/calls/terms.calls';
import { returnCalls } from '../../../ports/calls/returns.calls';
import { shipmentCalls } from '../../../ports/calls/shipments.calls';

export type ApiCall = keyof ApiPort;

/**
 * What a call can be told to do wrong: never answer (a loading state that stays), fail with
 * a server error every time or only the first time (a retry then succeeds), or be refused
 * as not allowed (the person lost their rights since the page loaded).
 */
export type CallFault = 'never' | 'server' | 'server-once' | 'forbidden';

export interface WorldApiOptions {
  /** The store behind the API: the demo store by default, with `seed` replacing parts. */
  readonly world?: MemoryWorld;
  readonly seed?: Partial<MemorySeed>;
  /** Who the mocked client's token (MOCK_TOKEN) signs in as; nobody by default. */
  readonly signedInAs?: 'admin' | 'customer';
  readonly faults?: Partial<Record<ApiCall, CallFault>>;
}

interface Incoming {
  readonly params: Readonly<Record<string, string>>;
  readonly query: URLSearchParams;
  /** The JSON body as sent: the fake checks it as the API does, so it is passed on as is. */
  readonly body: unknown;
  readonly bearer: string;
  readonly idempotencyKey: string | undefined;
}

type Route = readonly [
  method: 'get' | 'post' | 'put' | 'patch' | 'delete',
  path: string,
  call: ApiCall,
  run: (api: ApiInMemory, request: Incoming) => Promise<Result<unknown, ApiError>>,
];

/** How a list reads its query string: whether it asks for a page, and which. */
interface ListReading<Q> {
  readonly asks: (raw: Record<string, string>) => boolean;
  readonly parse: (raw: Record<string, string>) => Parsed<Q>;
}

const TOOL_LIST = { asks: asksForToolPage, parse: parseToolPageQuery };

/**
 * The lists answer a page when the query asks for one (a fault on the plain call,
 * e.g. `listUsers`, applies to its pages too).
 */
function listed<T, Q>(
  query: URLSearchParams,
  whole: () => Promise<Result<T, ApiError>>,
  paged: (page: Q) => Promise<Result<unknown, ApiError>>,
  reading: ListReading<Q>,
): Promise<Result<unknown, ApiError>> {
  const raw = Object.fromEntries(query);
  if (!reading.asks(raw)) return whole();
  const parsed = reading.parse(raw);
  if (!parsed.ok) {
    return Promise.resolve({ ok: false, error: { kind: 'invalid', message: parsed.message } });
  }
  return paged(parsed.value);
}

// The same table as src/adapters/http/api.http.ts, read the other way round.
const routes: readonly Route[] = [
  [
    'get',
    '/tool',
    'listTools',
    (api, { query }) =>
      listed(
        query,
        () => api.listTools(),
        (page) => api.listToolsPage(page),
        TOOL_LIST,
      ),
  ],
  ['get', '/tool/:id', 'getTool', (api, { params }) => api.getTool(params.id ?? '')],
  [
    'get',
    '/tool-page/:slug',
    'getToolPage',
    (api, { params }) => api.getToolPage(params.slug ?? ''),
  ],
];

/**
 * The routes of the calls the in-memory API serves from the call table, derived from it:
 * the request goes to the world as it came (a list's page shares its list's route).
 */
function servedRoutes(api: ApiInMemory): Route[] {
  const routes = new Map<string, Route>();
  for (const table of [
    userCalls,
    toolCalls,
    orderCalls,
    paymentCalls,
    reviewCalls,
    adminCalls,
    cartCalls,
    quoteCalls,
    companyCalls,
    refundCalls,
    returnCalls,
    shipmentCalls,
    approvalCalls,
    termsCalls,
    quickOrderCalls,
  ] as const) {
    for (const [name, declared] of Object.entries(table) as [ApiCall, AnyCall][]) {
      const key = `${declared.method} ${declared.path}`;
      if (!api.serves(name) || routes.has(key)) continue;
      routes.set(key, [
        declared.method,
        declared.path,
        name,
        (world, { params, query, body, bearer, idempotencyKey }) =>
          world.serveCall(name, {
            params,
            query: Object.fromEntries(query),
            body,
            idToken: bearer,
            idempotencyKey,
          }),
      ]);
    }
  }
  return [...routes.values()];
}

// As the API answers each kind; the HTTP adapter turns the status back into the kind.
const STATUS_OF: Readonly<Record<Exclude<ApiErrorKind, 'network'>, number>> = {
  invalid: 400,
  unauthorized: 401,
  forbidden: 403,
  'not-found': 404,
  'rate-limited': 429,
  server: 500,
};

const SERVER_FAILED = 'The store ran into a problem.';
const CSV = { 'Content-Type': 'text/csv; charset=utf-8' };
const NOT_ALLOWED = 'Only an admin can do that.';

function replyOf(result: Result<unknown, ApiError>): Response {
  if (result.ok) {
    // A download (a CSV export, an invoice) is sent as the file it is; every other answer is JSON.
    if (result.value instanceof Blob) {
      const type = result.value.type === '' ? CSV : { 'Content-Type': result.value.type };
      return new Response(result.value, { headers: type });
    }
    return Response.json(result.value);
  }
  const { kind, message } = result.error;
  if (kind === 'network') return HttpResponse.error();
  return HttpResponse.json({ message }, { status: result.error.status ?? STATUS_OF[kind] });
}

async function bodyOf(request: Request): Promise<unknown> {
  if (new URL(request.url).pathname.endsWith('/images')) return request.blob();
  const text = await request.text();
  return text === '' ? undefined : (JSON.parse(text) as unknown);
}

/** The handlers, and the world behind them (a test can look at what a call changed). */
export function worldApi(options: WorldApiOptions = {}): {
  readonly world: MemoryWorld;
  readonly handlers: HttpHandler[];
} {
  const world = options.world ?? createMemoryWorld(options.seed);
  const faults = new Map(Object.entries(options.faults ?? {}));
  let signedIn: Promise<string | null> | undefined;

  // The mocked client always sends MOCK_TOKEN; it stands for the person the story chose,
  // signed in once, on the first call. One client at a time: the world has one token store.
  async function actAs(bearer: string): Promise<void> {
    if (bearer === '') return world.tokens.clear();
    if (bearer !== MOCK_TOKEN || options.signedInAs === undefined) return world.tokens.set(bearer);
    const who = options.signedInAs;
    signedIn ??= world.signInAs(who).then(() => world.tokens.get());
    const token = await signedIn;
    if (token !== null) world.tokens.set(token);
  }

  async function faulted(call: ApiCall): Promise<Response | undefined> {
    const fault = faults.get(call);
    if (fault === undefined) return undefined;
    if (fault === 'server-once') faults.delete(call);
    if (fault === 'never') return delay('infinite').then(() => HttpResponse.error());
    if (fault === 'forbidden') return HttpResponse.json({ message: NOT_ALLOWED }, { status: 403 });
    // 500, which the HTTP adapter does not retry (it retries 502-504): tests stay quick.
    return HttpResponse.json({ message: SERVER_FAILED }, { status: 500 });
  }

  const handlers = [...servedRoutes(world.api), ...routes].map(([method, path, call, run]) =>
    http[method](`${MOCK_API}${path}`, async ({ request, params }) => {
      const fault = await faulted(call);
      if (fault) return fault;
      const bearer = request.headers.get('authorization')?.replace(/^Bearer /, '') ?? '';
      await actAs(bearer);
      const incoming: Incoming = {
        params: Object.fromEntries(
          Object.entries(params).map(([key, value]) => [key, String(value)]),
        ),
        query: new URL(request.url).searchParams,
        body: await bodyOf(request),
        bearer,
        idempotencyKey: request.headers.get('idempotency-key') ?? undefined,
      };
      return replyOf(await run(world.api, incoming));
    }),
  );
  return { world, handlers };
}
