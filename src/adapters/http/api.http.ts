// ApiPort over HTTP with ky: one method per call of spec section 7 (with the deviations of
// architecture.md), each reply checked against the domain's schemas.
import ky from 'ky';
import * as v from 'valibot';
import { OrderSchema } from '../../domain/order';
import { listQueryParams, pageSchemaOf } from '../../domain/page';
import { ModeratedReviewSchema, ReviewSchema } from '../../domain/review';
import { ToolSchema } from '../../domain/tool';
import { UserSchema } from '../../domain/user';
import type { ApiPort, ApiResult } from '../../ports/api.port';
import { fail, ok } from '../../domain/result';
import type { TokenStore } from '../../ports/token-store.port';
import { toApiError } from './api-errors';
import { lazyCalls } from './lazy-calls';

export interface HttpApiOptions {
  /** Where the API lives, e.g. `http://127.0.0.1:8787` or `/api`. */
  readonly baseUrl: string;
  readonly tokens: TokenStore;
  readonly fetch?: typeof globalThis.fetch;
  readonly timeoutMs?: number;
}

export const DEFAULT_TIMEOUT_MS = 15_000;

/** Which bearer token a call carries: none, the stored API token, or a given ID token. */
/** 'optional': the stored API token when there is one (a call open to anyone). */
type Credential = 'none' | 'access-token' | 'optional' | { readonly idToken: string };

/** One request: where, how, and with which token. */
export interface ApiRequest {
  readonly method: 'get' | 'post' | 'put' | 'patch' | 'delete';
  readonly path: string;
  readonly credential: Credential;
  readonly json?: unknown;
  readonly searchParams?: Readonly<Record<string, string>>;
}

/** A request whose JSON reply is checked against `reply`. */
export interface Call<S extends v.GenericSchema> extends ApiRequest {
  readonly reply: S;
}

export type Send = <S extends v.GenericSchema>(call: Call<S>) => ApiResult<v.InferOutput<S>>;
/** A request whose reply is a file to save (a CSV, a PDF). */
export type FetchFile = (request: ApiRequest) => ApiResult<Blob>;

const InsertedSchema = v.object({ insertedId: v.string() });
const DeletedSchema = v.object({ deletedCount: v.number() });
export const ModifiedSchema = v.object({ modifiedCount: v.number() });

const segment = encodeURIComponent;

export function createHttpApi(options: HttpApiOptions): ApiPort {
  const http = ky.create({
    prefix: options.baseUrl,
    timeout: options.timeoutMs ?? DEFAULT_TIMEOUT_MS,
    // Only reads are retried: repeating a POST or a DELETE could order or delete twice.
    retry: { limit: 2, methods: ['get'], statusCodes: [502, 503, 504], maxRetryAfter: 3_000 },
    ...(options.fetch ? { fetch: options.fetch } : {}),
  });

  const bearerOf = (credential: Credential): string | null => {
    if (credential === 'none') return null;
    if (credential === 'access-token' || credential === 'optional') return options.tokens.get();
    return credential.idToken;
  };

  /** Makes one call: the token it needs (or a not-signed-in answer), and every failure. */
  async function exchange<T>(
    call: ApiRequest,
    read: (reply: ReturnType<typeof http>) => Promise<T>,
  ): ApiResult<T> {
    const bearer = bearerOf(call.credential);
    // Without a token the server can only say 401: say it without the round trip.
    if (call.credential !== 'none' && call.credential !== 'optional' && !bearer) {
      return fail({ kind: 'unauthorized', code: 'not-signed-in' });
    }
    try {
      const reply = http(call.path, {
        method: call.method,
        headers: bearer ? { Authorization: `Bearer ${bearer}` } : {},
        json: call.json,
        searchParams: call.searchParams,
      });
      return ok(await read(reply));
    } catch (error) {
      return fail(toApiError(error));
    }
  }

  const send: Send = (call) => exchange(call, (reply) => reply.json(call.reply));
  const fetchFile: FetchFile = (call) => exchange(call, (reply) => reply.blob());

  // These calls come with the first of them, not with the home page's first load.
  const viaCart = lazyCalls(() => import('./cart-api.http').then((m) => m.cartCallsOver(send)));
  const viaQuotes = lazyCalls(() => import('./api-quotes.http').then((m) => m.quoteCalls(send)));
  const viaHistory = lazyCalls(() =>
    import('./api-history.http').then((m) => m.historyCalls(send)),
  );

  return {
    getCart: () => viaCart((calls) => calls.getCart()),
    addToCart: (line) => viaCart((calls) => calls.addToCart(line)),
    setCartQty: (toolId, qty) => viaCart((calls) => calls.setCartQty(toolId, qty)),
    removeFromCart: (toolId) => viaCart((calls) => calls.removeFromCart(toolId)),
    mergeCart: (lines) => viaCart((calls) => calls.mergeCart(lines)),
    reorder: (orderId) => viaCart((calls) => calls.reorder(orderId)),

    requestQuote: (request) => viaQuotes((calls) => calls.requestQuote(request)),
    listQuotes: (status) => viaQuotes((calls) => calls.listQuotes(status)),
    listMyQuotes: () => viaQuotes((calls) => calls.listMyQuotes()),
    priceQuote: (id, pricing) => viaQuotes((calls) => calls.priceQuote(id, pricing)),
    declineQuote: (id) => viaQuotes((calls) => calls.declineQuote(id)),
    acceptQuote: (id, delivery) => viaQuotes((calls) => calls.acceptQuote(id, delivery)),

    getOrderTimeline: (orderId) => viaHistory((calls) => calls.getOrderTimeline(orderId)),
    listAuditLog: (query) => viaHistory((calls) => calls.listAuditLog(query)),

    exchangeToken: (email, idToken, profile) =>
      send({
        method: 'put',
        path: `user/${segment(email)}`,
        credential: { idToken },
        json: { name: profile.name, email: profile.email ?? email },
        reply: v.object({ token: v.string() }),
      }),
    isAdmin: (email) =>
      send({
        method: 'get',
        path: `admin/${segment(email)}`,
        credential: 'access-token',
        reply: v.object({ admin: v.boolean() }),
      }),

    listTools: () =>
      send({ method: 'get', path: 'tool', credential: 'none', reply: v.array(ToolSchema) }),
    listToolsPage: (query) =>
      send({
        method: 'get',
        path: 'tool',
        credential: 'none',
        searchParams: listQueryParams(query),
        reply: pageSchemaOf(ToolSchema),
      }),
    getTool: (id) =>
      send({ method: 'get', path: `tool/${segment(id)}`, credential: 'none', reply: ToolSchema }),
    addTool: (tool) =>
      send({
        method: 'post',
        path: 'tool',
        credential: 'access-token',
        json: tool,
        reply: InsertedSchema,
      }),
    deleteTool: (id) =>
      send({
        method: 'delete',
        path: `tool/${segment(id)}`,
        credential: 'access-token',
        reply: DeletedSchema,
      }),
    setToolTiers: (id, tiers) =>
      send({
        method: 'put',
        path: `tool/${segment(id)}/tiers`,
        credential: 'access-token',
        json: { tiers },
        reply: ModifiedSchema,
      }),

    listReviews: () =>
      send({ method: 'get', path: 'review', credential: 'none', reply: v.array(ReviewSchema) }),
    addReview: (review) =>
      send({
        method: 'post',
        path: 'review',
        credential: 'access-token',
        json: review,
        reply: InsertedSchema,
      }),
    listAllReviews: () =>
      send({
        method: 'get',
        path: 'reviews',
        credential: 'access-token',
        reply: v.array(ModeratedReviewSchema),
      }),
    setReviewHidden: (id, hidden) =>
      send({
        method: 'patch',
        path: `review/${segment(id)}`,
        credential: 'access-token',
        json: { hidden },
        reply: ModifiedSchema,
      }),

    placeOrder: (order) =>
      send({
        method: 'post',
        path: 'order',
        credential: 'access-token',
        json: order,
        reply: InsertedSchema,
      }),
    checkOut: (input) =>
      send({
        method: 'post',
        path: 'checkout',
        credential: 'access-token',
        json: input,
        reply: OrderSchema,
      }),
    listMyOrders: (email) =>
      send({
        method: 'get',
        path: 'order',
        credential: 'access-token',
        searchParams: { email },
        reply: v.array(OrderSchema),
      }),
    getOrder: (id) =>
      send({
        method: 'get',
        path: `order/${segment(id)}`,
        credential: 'access-token',
        reply: OrderSchema,
      }),
    payOrder: (id, transactionId) =>
      send({
        method: 'patch',
        path: `order/${segment(id)}`,
        credential: 'access-token',
        json: { order: id, transactionId },
        reply: ModifiedSchema,
      }),
    deleteOrder: (id) =>
      send({
        method: 'delete',
        path: `order/${segment(id)}`,
        credential: 'access-token',
        reply: DeletedSchema,
      }),
    listAllOrders: () =>
      send({
        method: 'get',
        path: 'orders',
        credential: 'access-token',
        reply: v.array(OrderSchema),
      }),
    listAllOrdersPage: (query) =>
      send({
        method: 'get',
        path: 'orders',
        credential: 'access-token',
        searchParams: listQueryParams(query),
        reply: pageSchemaOf(OrderSchema),
      }),
    shipOrder: (id) =>
      send({
        method: 'put',
        path: `order/${segment(id)}`,
        credential: 'access-token',
        reply: ModifiedSchema,
      }),

    downloadCsv: (kind, days) =>
      fetchFile({
        method: 'get',
        path: `export/${kind}.csv`,
        credential: 'access-token',
        ...(kind === 'orders' ? { searchParams: { from: days.from, to: days.to } } : {}),
      }),

    createPaymentIntent: (orderId) =>
      send({
        method: 'post',
        path: 'create-payment-intent',
        credential: 'access-token',
        json: { orderId },
        reply: v.object({ clientSecret: v.string() }),
      }),

    getProfile: (email) =>
      send({
        method: 'get',
        path: 'user',
        credential: 'access-token',
        searchParams: { email },
        reply: UserSchema,
      }),
    updateProfile: (email, profile) =>
      send({
        method: 'patch',
        path: `user/${segment(email)}`,
        credential: 'access-token',
        json: profile,
        reply: ModifiedSchema,
      }),
    listUsers: () =>
      send({
        method: 'get',
        path: 'users',
        credential: 'access-token',
        reply: v.array(UserSchema),
      }),
    listUsersPage: (query) =>
      send({
        method: 'get',
        path: 'users',
        credential: 'access-token',
        searchParams: listQueryParams(query),
        reply: pageSchemaOf(UserSchema),
      }),
    makeAdmin: (email) =>
      send({
        method: 'put',
        path: `user/admin/${segment(email)}`,
        credential: 'access-token',
        reply: ModifiedSchema,
      }),
  };
}
