// The quote calls' cases for api.http.test.ts: method, path, bearer, body and reply of each.
import type { Order } from '../../domain/order';
import type { Quote } from '../../domain/quote';
import type { ApiPort, ApiResult } from '../../ports/api.port';

const QUOTE_ID = 'q-1';

const quote: Quote = {
  _id: QUOTE_ID,
  createdAt: '2026-06-15T12:00:00.000Z',
  name: 'Ann Painter',
  email: 'ann@example.test',
  message: 'For May',
  lines: [
    { toolId: 't-1', toolName: 'Roller', toolImg: '/r.svg', qty: 10, unitPrice: 5, total: 50 },
  ],
  status: 'quoted',
  expiresAt: '2026-07-01T23:59:59.999Z',
  total: 50,
};

const request = { name: 'Ann Painter', email: 'ann@example.test', message: 'For May' };
const pricing = { unitPrices: [5], expiresAt: '2026-07-01' };
const delivery = { address: '1 Paint Street', phone: '+1 555 0100' };

export const quoteCases = (token: string, order: Order) => [
  {
    name: 'requestQuote: POST /quotes, with the token when signed in',
    call: (a: ApiPort): ApiResult<unknown> => a.requestQuote(request),
    method: 'POST',
    path: '/quotes',
    bearer: token,
    body: request,
    reply: quote,
  },
  {
    name: 'listQuotes: GET /quotes?status=',
    call: (a: ApiPort): ApiResult<unknown> => a.listQuotes('quoted'),
    method: 'GET',
    path: '/quotes',
    query: '?status=quoted',
    bearer: token,
    reply: [quote],
  },
  {
    name: 'listQuotesPage: GET /quotes?page=&q=&status=',
    call: (a: ApiPort): ApiResult<unknown> =>
      a.listQuotesPage({ page: 1, pageSize: 20, q: 'Q-1A', status: 'expired' }),
    method: 'GET',
    path: '/quotes',
    query: '?page=1&q=Q-1A&status=expired',
    bearer: token,
    reply: { items: [quote], total: 1, page: 1, pageSize: 20 },
  },
  {
    name: 'listMyQuotes: GET /quotes/mine',
    call: (a: ApiPort): ApiResult<unknown> => a.listMyQuotes(),
    method: 'GET',
    path: '/quotes/mine',
    bearer: token,
    reply: [quote],
  },
  {
    name: 'priceQuote: PUT /quotes/{id}/price',
    call: (a: ApiPort): ApiResult<unknown> => a.priceQuote(QUOTE_ID, pricing),
    method: 'PUT',
    path: `/quotes/${QUOTE_ID}/price`,
    bearer: token,
    body: pricing,
    reply: quote,
  },
  {
    name: 'declineQuote: POST /quotes/{id}/decline',
    call: (a: ApiPort): ApiResult<unknown> => a.declineQuote(QUOTE_ID),
    method: 'POST',
    path: `/quotes/${QUOTE_ID}/decline`,
    bearer: token,
    reply: { modifiedCount: 1 },
  },
  {
    name: 'acceptQuote: POST /quotes/{id}/accept with the delivery details',
    call: (a: ApiPort): ApiResult<unknown> => a.acceptQuote(QUOTE_ID, delivery),
    method: 'POST',
    path: `/quotes/${QUOTE_ID}/accept`,
    bearer: token,
    body: delivery,
    reply: order,
  },
];
