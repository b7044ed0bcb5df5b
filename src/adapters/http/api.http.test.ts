// Every call of ApiPort over HTTP: what the server receives and what the caller gets back.
import { accountCallsOver } from './account-api.http';
import { delay, http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { AuditEntry } from '../../domain/audit-log';
import type { MailboxEntry } from '../../domain/mail';
import type { Order } from '../../domain/order';
import type { Review } from '../../domain/review';
import type { Tool } from '../../domain/tool';
import type { User } from '../../domain/user';
import type { ApiPort, ApiResult } from '../../ports/api.port';
import type { TokenStore } from '../../ports/token-store.port';
import { createHttpApi } from './api.http';
import { cartCalls } from '../../ports/calls/cart.calls';
import { companyCalls } from '../../ports/calls/companies.calls';
import { refundCalls } from '../../ports/calls/refunds.calls';
import { termsCalls } from '../../ports/calls/terms.calls';
import { returnCalls } from '../../ports/calls/returns.calls';
import { shipmentCalls } from '../../ports/calls/shipments.calls';
import { quickOrderCalls } from '../../ports/calls/quick-order.calls';
import { approvalCalls } from '../../ports/calls/approvals.calls';
import { quoteCalls } from '../../ports/calls/quotes.calls';
import { laterCallsOver } from './later-calls.http';
import { historyCases } from './api-history.http.cases';

const BASE = 'http://api.test';
const ACCESS_TOKEN = 'api-access-token';
const EMAIL = 'ann+paint@example.test';
const EMAIL_SEGMENT = 'ann%2Bpaint%40example.test';
const TOOL_ID = '6f1c2a8e-2d4b-4c1e-9a57-0b3c9d2e4f10';
const ORDER_ID = '0c9e7b1a-5f3d-4e2b-8a6c-1d2e3f4a5b6c';
const REVIEW_ID = '7b2e4a90-1c3d-4e5f-8a6b-7c8d9e0f1a77';

const tool: Tool = {
  _id: TOOL_ID,
  name: 'Angled sash brush',
  img: '/images/tools/sash-brush.webp',
  description: 'A 2-inch angled brush for cutting in.',
  minQty: 10,
  availableQty: 500,
  price: 7,
};
const checkout = {
  lines: [{ toolId: TOOL_ID, qty: 12 }],
  name: 'Ann Painter',
  address: '1 Canvas Road',
  phone: '+1 555 0100',
};
const order: Order = {
  _id: ORDER_ID,
  number: 1001,
  createdAt: '2026-06-15T11:00:00.000Z',
  toolId: TOOL_ID,
  toolName: tool.name,
  toolQty: 12,
  toolPrice: 84,
  toolImg: tool.img,
  lines: [
    { toolId: TOOL_ID, toolName: tool.name, toolImg: tool.img, qty: 12, unitPrice: 7, total: 84 },
  ],
  name: 'Ann Painter',
  email: EMAIL,
  address: '1 Canvas Road',
  phone: '+1 555 0100',
  paid: false,
  status: 'unpaid',
};
const user: User = { _id: 'u-1', name: 'Ann Painter', email: EMAIL, location: 'Ohio' };
const mailEntry: MailboxEntry = {
  _id: 'm-1',
  to: 'ann@example.test',
  subject: 'Receipt for order #1042',
  text: 'Thank you.',
  status: 'failed',
  attempts: 2,
  createdAt: '2026-06-15T12:00:00.000Z',
  lastError: '451 Mailbox busy',
};
const auditEntry: AuditEntry = {
  _id: '7',
  at: '2026-06-16T09:30:00.000Z',
  actor: 'admin@paintco.test',
  action: 'order-shipped',
  subject: '#1042',
  subjectId: 'o-1',
};
const review: Review = {
  _id: 'r-1',
  rating: '5',
  message: 'Holds its shape.',
  name: 'Ann Painter',
  createdAt: '2026-06-15T11:00:00.000Z',
};

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

interface Received {
  readonly method: string;
  /** The path as sent, still percent-encoded. */
  readonly path: string;
  readonly query: string;
  readonly authorization: string | null;
  readonly contentType: string | null;
  readonly body: unknown;
}

async function describeRequest(request: Request): Promise<Received> {
  const url = new URL(request.url);
  const text = await request.text();
  return {
    method: request.method,
    path: url.pathname,
    query: url.search,
    authorization: request.headers.get('authorization'),
    contentType: request.headers.get('content-type'),
    body: text === '' ? undefined : (JSON.parse(text) as unknown),
  };
}

/** Answers every request to the API with `reply` and keeps what arrived. */
function serve(reply: () => Response | Promise<Response>): Received[] {
  const received: Received[] = [];
  server.use(
    http.all(`${BASE}/*`, async ({ request }) => {
      received.push(await describeRequest(request));
      return reply();
    }),
  );
  return received;
}

const storedToken = (token: string | null): TokenStore => {
  let current = token;
  return {
    get: () => current,
    set: (next) => {
      current = next;
    },
    holder: () => null,
    setHolder: () => undefined,
    clear: () => {
      current = null;
    },
  };
};

let api: ApiPort;
beforeEach(() => {
  api = createHttpApi({ baseUrl: BASE, tokens: storedToken(ACCESS_TOKEN) });
});

interface CallCase {
  readonly name: string;
  readonly call: (api: ApiPort) => ApiResult<unknown>;
  readonly method: string;
  readonly path: string;
  readonly query?: string;
  readonly bearer: string | null;
  readonly body?: unknown;
  readonly reply: unknown;
}

const newTool = {
  name: 'Foam roller',
  img: 'https://cdn.example.test/roller.webp',
  description: 'Smooth finish on doors.',
  minQty: 5,
  availableQty: 300,
  price: 4,
};
const placedOrder = {
  toolId: TOOL_ID,
  toolQty: 12,
  name: 'Ann Painter',
  email: EMAIL,
  address: '1 Canvas Road',
  phone: '+1 555 0100',
};
const profile = {
  name: 'Ann Painter',
  education: 'Art school',
  location: 'Ohio',
  phone: '+1 555 0100',
  linkedin: 'https://www.linkedin.com/in/ann',
};

const calls: readonly CallCase[] = [
  {
    name: 'exchangeToken: PUT /user/{email} with the ID token as bearer',
    call: (a) => a.exchangeToken(EMAIL, 'firebase-id-token', { name: 'Ann Painter' }),
    method: 'PUT',
    path: `/user/${EMAIL_SEGMENT}`,
    bearer: 'firebase-id-token',
    body: { name: 'Ann Painter', email: EMAIL },
    reply: { token: 'fresh-api-token' },
  },
  {
    name: 'isAdmin: GET /admin/{email}',
    call: (a) => a.isAdmin(EMAIL),
    method: 'GET',
    path: `/admin/${EMAIL_SEGMENT}`,
    bearer: ACCESS_TOKEN,
    reply: { admin: true },
  },
  {
    name: 'listTools: GET /tool without a token',
    call: (a) => a.listTools(),
    method: 'GET',
    path: '/tool',
    bearer: null,
    reply: [tool],
  },
  {
    name: 'listToolsPage: GET /tool?page=&q= without a token',
    call: (a) => a.listToolsPage({ page: 2, pageSize: 20, q: 'sash & roller' }),
    method: 'GET',
    path: '/tool',
    query: '?page=2&q=sash+%26+roller',
    bearer: null,
    reply: { items: [tool], total: 21, page: 2, pageSize: 20 },
  },
  {
    name: 'getTool: GET /tool/{id} without a token',
    call: (a) => a.getTool(TOOL_ID),
    method: 'GET',
    path: `/tool/${TOOL_ID}`,
    bearer: null,
    reply: tool,
  },
  {
    name: 'getToolPage: GET /tool-page/{slug} without a token',
    call: (a) => a.getToolPage('angled-sash-brush-0a1b2c3d'),
    method: 'GET',
    path: '/tool-page/angled-sash-brush-0a1b2c3d',
    bearer: null,
    reply: { slug: 'angled-sash-brush-0a1b2c3d', tool },
  },
  {
    name: 'addTool: POST /tool',
    call: (a) => a.addTool(newTool),
    method: 'POST',
    path: '/tool',
    bearer: ACCESS_TOKEN,
    body: newTool,
    reply: { insertedId: TOOL_ID },
  },
  {
    name: 'deleteTool: DELETE /tool/{id}',
    call: (a) => a.deleteTool(TOOL_ID),
    method: 'DELETE',
    path: `/tool/${TOOL_ID}`,
    bearer: ACCESS_TOKEN,
    reply: { deletedCount: 1 },
  },
  {
    name: 'setToolTiers: PUT /tool/{id}/tiers',
    call: (a) => a.setToolTiers(TOOL_ID, [{ fromQty: 100, price: 10.8 }]),
    method: 'PUT',
    path: `/tool/${TOOL_ID}/tiers`,
    bearer: ACCESS_TOKEN,
    body: { tiers: [{ fromQty: 100, price: 10.8 }] },
    reply: { modifiedCount: 1 },
  },
  {
    name: 'editTool: PATCH /tool/{id} with the changed fields',
    call: (a) => a.editTool(TOOL_ID, { price: 9, availableQty: 40, lowStockThreshold: 5 }),
    method: 'PATCH',
    path: `/tool/${TOOL_ID}`,
    bearer: ACCESS_TOKEN,
    body: { price: 9, availableQty: 40, lowStockThreshold: 5 },
    reply: { modifiedCount: 1 },
  },
  {
    name: 'listReviews: GET /review without a token',
    call: (a) => a.listReviews(),
    method: 'GET',
    path: '/review',
    bearer: null,
    reply: [review],
  },
  {
    name: 'addReview: POST /review',
    call: (a) => a.addReview({ rating: '4', message: 'Good value.' }),
    method: 'POST',
    path: '/review',
    bearer: ACCESS_TOKEN,
    body: { rating: '4', message: 'Good value.' },
    reply: { insertedId: 'r-2' },
  },
  {
    name: 'listAllReviews: GET /reviews',
    call: (a) => a.listAllReviews(),
    method: 'GET',
    path: '/reviews',
    bearer: ACCESS_TOKEN,
    reply: [{ ...review, hidden: true }],
  },
  {
    name: 'listAllReviewsPage: GET /reviews?page=&q=',
    call: (a) => a.listAllReviewsPage({ page: 2, pageSize: 20, q: 'roller' }),
    method: 'GET',
    path: '/reviews',
    query: '?page=2&q=roller',
    bearer: ACCESS_TOKEN,
    reply: { items: [{ ...review, hidden: false }], total: 21, page: 2, pageSize: 20 },
  },
  {
    name: 'setReviewHidden: PATCH /review/{id} with { hidden }',
    call: (a) => a.setReviewHidden(REVIEW_ID, true),
    method: 'PATCH',
    path: `/review/${REVIEW_ID}`,
    bearer: ACCESS_TOKEN,
    body: { hidden: true },
    reply: { modifiedCount: 1 },
  },
  {
    name: 'listMail: GET /mail?page=&pageSize=',
    call: (a) => a.listMail({ page: 2, pageSize: 10, q: '' }),
    method: 'GET',
    path: '/mail',
    query: '?page=2&pageSize=10',
    bearer: ACCESS_TOKEN,
    reply: { items: [mailEntry], total: 11, page: 2, pageSize: 10 },
  },
  {
    name: 'listAuditLog: GET /audit?page=&pageSize=',
    call: (a) => a.listAuditLog({ page: 2, pageSize: 5, q: '' }),
    method: 'GET',
    path: '/audit',
    query: '?page=2&pageSize=5',
    bearer: ACCESS_TOKEN,
    reply: { items: [auditEntry], total: 6, page: 2, pageSize: 5 },
  },
  {
    name: 'placeOrder: POST /order with the toolId',
    call: (a) => a.placeOrder(placedOrder),
    method: 'POST',
    path: '/order',
    bearer: ACCESS_TOKEN,
    body: placedOrder,
    reply: { insertedId: ORDER_ID },
  },
  {
    name: 'checkOut: POST /checkout with the lines and delivery details',
    call: (a) => a.checkOut(checkout),
    method: 'POST',
    path: '/checkout',
    bearer: ACCESS_TOKEN,
    body: checkout,
    reply: order,
  },
  {
    name: 'listDeliveryAddresses: GET /addresses',
    call: (a) => a.listDeliveryAddresses(),
    method: 'GET',
    path: '/addresses',
    bearer: ACCESS_TOKEN,
    reply: [{ address: '18 Brush Lane', phone: '+1 614 555 0142' }],
  },
  {
    name: 'listMyOrders: GET /order?email={email}',
    call: (a) => a.listMyOrders(EMAIL),
    method: 'GET',
    path: '/order',
    query: `?email=${EMAIL_SEGMENT}`,
    bearer: ACCESS_TOKEN,
    reply: [order],
  },
  {
    name: 'getOrder: GET /order/{id}',
    call: (a) => a.getOrder(ORDER_ID),
    method: 'GET',
    path: `/order/${ORDER_ID}`,
    bearer: ACCESS_TOKEN,
    reply: order,
  },
  {
    name: 'payOrder: PATCH /order/{id} with the transaction id',
    call: (a) => a.payOrder(ORDER_ID, 'pi_123'),
    method: 'PATCH',
    path: `/order/${ORDER_ID}`,
    bearer: ACCESS_TOKEN,
    body: { order: ORDER_ID, transactionId: 'pi_123' },
    reply: { modifiedCount: 1 },
  },
  {
    name: 'deleteOrder: DELETE /order/{id}',
    call: (a) => a.deleteOrder(ORDER_ID),
    method: 'DELETE',
    path: `/order/${ORDER_ID}`,
    bearer: ACCESS_TOKEN,
    reply: { deletedCount: 1 },
  },
  {
    name: 'listAllOrders: GET /orders',
    call: (a) => a.listAllOrders(),
    method: 'GET',
    path: '/orders',
    bearer: ACCESS_TOKEN,
    reply: [order, { ...order, _id: 'o-2', paid: true, transactionId: 'pi_9', status: 'paid' }],
  },
  {
    name: 'listAllOrdersPage: GET /orders?page=&pageSize=&status=',
    call: (a) => a.listAllOrdersPage({ page: 1, pageSize: 5, q: '', status: 'paid' }),
    method: 'GET',
    path: '/orders',
    query: '?page=1&pageSize=5&status=paid',
    bearer: ACCESS_TOKEN,
    reply: { items: [order], total: 1, page: 1, pageSize: 5 },
  },
  {
    name: 'shipOrder: PUT /order/{id} with no body',
    call: (a) => a.shipOrder(ORDER_ID),
    method: 'PUT',
    path: `/order/${ORDER_ID}`,
    bearer: ACCESS_TOKEN,
    reply: { modifiedCount: 1 },
  },
  {
    name: 'getOperationsSummary: GET /operations/summary',
    call: (a) => a.getOperationsSummary(),
    method: 'GET',
    path: '/operations/summary',
    bearer: ACCESS_TOKEN,
    reply: {
      salesByDay: [{ day: '2026-11-23', orders: 2, revenue: 240 }],
      toShip: 1,
      unpaidByAge: [{ label: 'Under 15 minutes', count: 1 }],
      topTools: [{ toolId: 't-1', toolName: 'Roller', units: 20, revenue: 240 }],
      lowStock: [{ toolId: 't-2', toolName: 'Tray', availableQty: 3, threshold: 10 }],
      refundedThisMonthCents: 1250,
      owedCents: 20_000,
      overdueCents: 5_000,
      returnsAwaiting: 1,
      readAt: '2026-11-23T12:00:00.000Z',
    },
  },
  {
    name: 'createPaymentIntent: POST /create-payment-intent with the order id',
    call: (a) => a.createPaymentIntent(ORDER_ID),
    method: 'POST',
    path: '/create-payment-intent',
    bearer: ACCESS_TOKEN,
    body: { orderId: ORDER_ID },
    reply: { clientSecret: 'pi_123_secret_456' },
  },
  {
    name: 'getProfile: GET /user?email={email}',
    call: (a) => a.getProfile(EMAIL),
    method: 'GET',
    path: '/user',
    query: `?email=${EMAIL_SEGMENT}`,
    bearer: ACCESS_TOKEN,
    reply: user,
  },
  {
    name: 'updateProfile: PATCH /user/{email}',
    call: (a) => a.updateProfile(EMAIL, profile),
    method: 'PATCH',
    path: `/user/${EMAIL_SEGMENT}`,
    bearer: ACCESS_TOKEN,
    body: profile,
    reply: { modifiedCount: 1 },
  },
  {
    name: 'listUsers: GET /users',
    call: (a) => a.listUsers(),
    method: 'GET',
    path: '/users',
    bearer: ACCESS_TOKEN,
    reply: [user, { _id: 'u-2', name: 'Admin', email: 'admin@paintco.test', role: 'admin' }],
  },
  {
    name: 'listUsersPage: GET /users?page=&q=',
    call: (a) => a.listUsersPage({ page: 1, pageSize: 20, q: 'ann' }),
    method: 'GET',
    path: '/users',
    query: '?page=1&q=ann',
    bearer: ACCESS_TOKEN,
    reply: { items: [user], total: 1, page: 1, pageSize: 20 },
  },
  {
    name: 'makeAdmin: PUT /user/admin/{email}',
    call: (a) => a.makeAdmin(EMAIL),
    method: 'PUT',
    path: `/user/admin/${EMAIL_SEGMENT}`,
    bearer: ACCESS_TOKEN,
    reply: { modifiedCount: 1 },
  },
  {
    name: 'setUserRole: PUT /user/role/{email} with the role',
    call: (a) => a.setUserRole(EMAIL, 'warehouse'),
    method: 'PUT',
    path: `/user/role/${EMAIL_SEGMENT}`,
    bearer: ACCESS_TOKEN,
    body: { role: 'warehouse' },
    reply: { modifiedCount: 1 },
  },
  ...historyCases(ACCESS_TOKEN),
];

/** Calls that answer or send a file instead of JSON: 'downloads', api-tool-admin.http.test.ts. */
const FILE_CALLS = [
  'downloadOrdersCsv',
  'downloadInvoicesCsv',
  'downloadCreditNotesCsv',
  'downloadToolsCsv',
  'downloadInvoice',
  'uploadImage',
];

describe('downloads', () => {
  it('downloadOrdersCsv: GET /export/orders.csv?from=&to= answers the file as sent', async () => {
    const csv = 'Order,Order ID\r\n1001,o-1\r\n';
    const received = serve(
      () => new Response(csv, { headers: { 'Content-Type': 'text/csv; charset=utf-8' } }),
    );

    const result = await api.downloadOrdersCsv({ from: '2026-11-01', to: '2026-11-23' });

    expect(result.ok && (await result.value.text())).toBe(csv);
    expect(received).toMatchObject([
      {
        method: 'GET',
        path: '/export/orders.csv',
        query: '?from=2026-11-01&to=2026-11-23',
        authorization: `Bearer ${ACCESS_TOKEN}`,
      },
    ]);
  });

  it('downloadToolsCsv: GET /export/tools.csv carries no days, a refusal is an error', async () => {
    const received = serve(() =>
      HttpResponse.json({ message: 'Only an admin can do that.' }, { status: 403 }),
    );

    const result = await api.downloadToolsCsv();

    expect(result).toMatchObject({ ok: false, error: { kind: 'forbidden' } });
    expect(received).toMatchObject([{ path: '/export/tools.csv', query: '' }]);
  });
});

describe('invoice download', () => {
  it('downloadInvoice: GET /order/{id}/invoice.pdf answers the PDF, a 404 is not-found', async () => {
    const pdf = '%PDF-1.3\n';
    const received = serve(
      () => new Response(pdf, { headers: { 'Content-Type': 'application/pdf' } }),
    );
    const result = await api.downloadInvoice(ORDER_ID);
    expect(result.ok && [result.value.type, await result.value.text()]).toEqual([
      'application/pdf',
      pdf,
    ]);
    expect(received).toMatchObject([
      {
        method: 'GET',
        path: `/order/${ORDER_ID}/invoice.pdf`,
        authorization: `Bearer ${ACCESS_TOKEN}`,
      },
    ]);

    serve(() => HttpResponse.json({ message: 'There is no invoice.' }, { status: 404 }));
    expect(await api.downloadInvoice(ORDER_ID)).toMatchObject({
      ok: false,
      error: { kind: 'not-found', message: 'There is no invoice.' },
    });
  });
});

describe('each call', () => {
  it.each(calls)('$name', async (c) => {
    const received = serve(() =>
      HttpResponse.json(c.reply as Parameters<typeof HttpResponse.json>[0]),
    );

    const result = await c.call(api);

    expect(result).toEqual({ ok: true, value: c.reply });
    expect(received).toEqual([
      {
        method: c.method,
        path: c.path,
        query: c.query ?? '',
        authorization: c.bearer === null ? null : `Bearer ${c.bearer}`,
        contentType: c.body === undefined ? null : 'application/json',
        body: c.body,
      },
    ]);
  });

  it('covers every method of ApiPort', () => {
    // The home page's calls are the adapter's own; the rest come from the module it loads.
    const unused = () => Promise.reject(new Error('not called'));
    // The later modules derive every call of a table, the home page's too: each counts once.
    // The cart's, the quotes', the trade accounts', the approvals', the refunds', the terms'
    // and the returns' calls are not among them: derived from their call tables, each is run
    // over HTTP against the API server by the port contract.
    const byContract = new Set(
      [
        cartCalls,
        quoteCalls,
        companyCalls,
        refundCalls,
        approvalCalls,
        termsCalls,
        returnCalls,
        shipmentCalls,
        quickOrderCalls,
      ]
        .flatMap((table) => Object.keys(table))
        // The catalogue import's dry run and apply: api-catalogue-import.contract.ts.
        .concat('importCatalogue'),
    );
    const later = [
      ...Object.keys(accountCallsOver(unused, unused)),
      ...Object.keys(laterCallsOver(unused, unused)),
    ].filter((name) => !byContract.has(name));
    const methods = [...new Set([...Object.keys(api), ...later])].sort();
    const covered = [...calls.map((c) => c.name.split(':')[0]), ...FILE_CALLS].sort();
    expect(covered).toEqual(methods);
  });
});

describe('paths and the base URL', () => {
  it('encodes ids as one path segment', async () => {
    const received = serve(() => HttpResponse.json(tool));
    await api.getTool('a/b?c#d');
    expect(received[0]?.path).toBe('/tool/a%2Fb%3Fc%23d');
    expect(received[0]?.query).toBe('');
  });

  it('keeps a path on the base URL', async () => {
    const received = serve(() => HttpResponse.json([tool]));
    const mounted = createHttpApi({ baseUrl: `${BASE}/api/`, tokens: storedToken(null) });
    await mounted.listTools();
    expect(received[0]?.path).toBe('/api/tool');
  });

  it('uses the fetch it is given', async () => {
    const seen: string[] = [];
    const fetchStub: typeof fetch = async (input) => {
      seen.push(input instanceof Request ? input.url : String(input));
      return Response.json([review]);
    };
    const viaStub = createHttpApi({ baseUrl: BASE, tokens: storedToken(null), fetch: fetchStub });
    expect(await viaStub.listReviews()).toEqual({ ok: true, value: [review] });
    expect(seen).toEqual([`${BASE}/review`]);
  });
});

describe('the token', () => {
  it('is read when the call is made, not when the adapter is built', async () => {
    const tokens = storedToken(null);
    const later = createHttpApi({ baseUrl: BASE, tokens });
    tokens.set('signed-in-later');
    const received = serve(() => HttpResponse.json({ admin: false }));
    await later.isAdmin(EMAIL);
    expect(received[0]?.authorization).toBe('Bearer signed-in-later');
  });

  it('missing on a bearer call gives unauthorized without asking the server', async () => {
    const received = serve(() => HttpResponse.json([order]));
    const signedOut = createHttpApi({ baseUrl: BASE, tokens: storedToken(null) });
    expect(await signedOut.listMyOrders(EMAIL)).toEqual({
      ok: false,
      error: { kind: 'unauthorized', code: 'not-signed-in' },
    });
    expect(received).toEqual([]);
  });

  it('missing is fine on the public calls', async () => {
    serve(() => HttpResponse.json([tool]));
    const signedOut = createHttpApi({ baseUrl: BASE, tokens: storedToken(null) });
    expect(await signedOut.listTools()).toEqual({ ok: true, value: [tool] });
  });
});

describe('errors from the server', () => {
  const cases = [
    { status: 401, kind: 'unauthorized', sent: 'Your session has expired' },
    { status: 403, kind: 'forbidden', sent: 'Only an admin can do that' },
    { status: 404, kind: 'not-found', sent: 'That tool does not exist' },
    { status: 400, kind: 'invalid', sent: 'Name is Required' },
    { status: 409, kind: 'invalid', sent: 'Only 3 left in stock' },
    { status: 422, kind: 'invalid', sent: 'Rating must be a whole number from 1 to 5' },
    { status: 429, kind: 'rate-limited', sent: 'Too many orders in a minute. Try again soon.' },
    { status: 500, kind: 'server', sent: 'The database is not answering' },
  ] as const;

  it.each(cases)('$status → $kind with the server message', async ({ status, kind, sent }) => {
    serve(() => HttpResponse.json({ message: sent }, { status }));
    expect(await api.placeOrder(placedOrder)).toEqual({
      ok: false,
      error: { kind, status, message: sent },
    });
  });

  it.each(cases)('$status → $kind and no sentence when none is sent', async (c) => {
    serve(() => new HttpResponse(null, { status: c.status }));
    expect(await api.placeOrder(placedOrder)).toEqual({
      ok: false,
      error: { kind: c.kind, status: c.status },
    });
  });

  it("keeps the refusal's code, when the API gave one", async () => {
    serve(() =>
      HttpResponse.json(
        { message: 'You already have 5 unpaid orders.', code: 'unpaid-order-limit' },
        { status: 409 },
      ),
    );
    expect(await api.placeOrder(placedOrder)).toEqual({
      ok: false,
      error: {
        kind: 'invalid',
        status: 409,
        code: 'unpaid-order-limit',
        message: 'You already have 5 unpaid orders.',
      },
    });
  });

  it('a 429 says how long to wait, from Retry-After in seconds', async () => {
    serve(() => new HttpResponse(null, { status: 429, headers: { 'Retry-After': '30' } }));
    expect(await api.placeOrder(placedOrder)).toEqual({
      ok: false,
      error: { kind: 'rate-limited', status: 429, retryAfterSeconds: 30 },
    });
    server.resetHandlers();
    serve(() => new HttpResponse(null, { status: 429, headers: { 'Retry-After': 'soon' } }));
    expect(await api.placeOrder(placedOrder)).toEqual({
      ok: false,
      error: { kind: 'rate-limited', status: 429 },
    });
  });

  it("a 429 keeps the server's sentence beside Retry-After", async () => {
    serve(() =>
      HttpResponse.json(
        { message: 'Too many sign-ins. Try again in a minute.' },
        { status: 429, headers: { 'Retry-After': '60' } },
      ),
    );
    const signIn = await api.exchangeToken(EMAIL, 'firebase-id-token', { name: 'Ann Painter' });
    expect(signIn).toEqual({
      ok: false,
      error: {
        kind: 'rate-limited',
        status: 429,
        message: 'Too many sign-ins. Try again in a minute.',
        retryAfterSeconds: 60,
      },
    });
  });

  it('ignores an error body that is not JSON (a proxy page)', async () => {
    serve(() => HttpResponse.html('<h1>Bad Gateway</h1>', { status: 502 }));
    expect(await api.addReview({ rating: '5', message: 'ok' })).toEqual({
      ok: false,
      error: { kind: 'server', status: 502 },
    });
  });

  it('ignores an empty or non-text message', async () => {
    serve(() => HttpResponse.json({ message: '  ' }, { status: 400 }));
    expect(await api.addTool(newTool)).toEqual({
      ok: false,
      error: { kind: 'invalid', status: 400 },
    });
    server.resetHandlers();
    serve(() => HttpResponse.json({ message: { code: 7 } }, { status: 403 }));
    expect(await api.makeAdmin(EMAIL)).toEqual({
      ok: false,
      error: { kind: 'forbidden', status: 403 },
    });
  });
});

describe('replies that do not match', () => {
  it('malformed JSON is a server error', async () => {
    serve(() => new HttpResponse('[{"_id":', { headers: { 'Content-Type': 'application/json' } }));
    expect(await api.listTools()).toEqual({
      ok: false,
      error: { kind: 'server', detail: 'unreadable-reply' },
    });
  });

  it('a reply of the wrong shape is a server error', async () => {
    serve(() => HttpResponse.json([{ ...tool, price: 'seven' }]));
    expect(await api.listTools()).toEqual({
      ok: false,
      error: { kind: 'server', detail: 'unreadable-reply' },
    });
  });

  it('an order with an unknown status is a server error', async () => {
    serve(() => HttpResponse.json({ ...order, status: 'lost' }));
    expect(await api.getOrder(ORDER_ID)).toMatchObject({ ok: false, error: { kind: 'server' } });
  });

  it('an empty reply is a server error', async () => {
    serve(() => new HttpResponse(null, { status: 200 }));
    expect(await api.deleteTool(TOOL_ID)).toEqual({
      ok: false,
      error: { kind: 'server', detail: 'unreadable-reply' },
    });
  });
});

describe('when the server cannot be reached', () => {
  it('a network failure is a network error, and a POST is sent once', async () => {
    const received = serve(() => HttpResponse.error());
    expect(await api.placeOrder(placedOrder)).toEqual({
      ok: false,
      error: { kind: 'network' },
    });
    expect(received).toHaveLength(1);
  });

  it('a server that never answers times out as a network error', async () => {
    serve(async () => {
      await delay('infinite');
      return HttpResponse.json([]);
    });
    const impatient = createHttpApi({ baseUrl: BASE, tokens: storedToken(null), timeoutMs: 50 });
    expect(await impatient.listTools()).toEqual({
      ok: false,
      error: { kind: 'network', detail: 'timeout' },
    });
  });

  it('a read is retried after a network failure', async () => {
    let attempts = 0;
    serve(() => (++attempts === 1 ? HttpResponse.error() : HttpResponse.json([review])));
    expect(await api.listReviews()).toEqual({ ok: true, value: [review] });
    expect(attempts).toBe(2);
  });

  it('a write is not retried after a 503', async () => {
    const received = serve(() => HttpResponse.json({ message: 'Busy' }, { status: 503 }));
    expect(await api.payOrder(ORDER_ID, 'pi_1')).toMatchObject({
      ok: false,
      error: { kind: 'server', status: 503, message: 'Busy' },
    });
    expect(received).toHaveLength(1);
  });

  it('a 429 is not retried, not even on a read with a short Retry-After', async () => {
    const received = serve(() =>
      HttpResponse.json({ message: 'Slow down' }, { status: 429, headers: { 'Retry-After': '1' } }),
    );
    expect(await api.listMyOrders(EMAIL)).toMatchObject({
      ok: false,
      error: { kind: 'rate-limited', message: 'Slow down' },
    });
    expect(await api.placeOrder(placedOrder)).toMatchObject({
      ok: false,
      error: { kind: 'rate-limited', message: 'Slow down' },
    });
    expect(received).toHaveLength(2);
  });

  it('a 500 on a read is not retried', async () => {
    const received = serve(() => HttpResponse.json({ message: 'Broken' }, { status: 500 }));
    expect(await api.listUsers()).toMatchObject({ ok: false, error: { kind: 'server' } });
    expect(received).toHaveLength(1);
  });
});
