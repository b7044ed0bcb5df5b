// The quote calls over HTTP, each reply checked against the domain's schemas. Loaded on
// first use (lazyCalls in api.http.ts).
import * as v from 'valibot';
import { OrderSchema } from '../../domain/order';
import { listQueryParams, pageSchemaOf } from '../../domain/page';
import { QuoteSchema } from '../../domain/quote';
import type { QuotesApiPort } from '../../ports/quotes-api.port';
import type { Send } from './api.http';
import { ModifiedSchema } from '../../ports/calls/replies';

const segment = encodeURIComponent;

export function quoteCalls(send: Send): QuotesApiPort {
  return {
    requestQuote: (request) =>
      // A signed-in sender's token goes along, so the quote is theirs; anyone may ask.
      send({
        method: 'post',
        path: 'quotes',
        credential: 'optional',
        json: request,
        reply: QuoteSchema,
      }),
    listQuotes: (status) =>
      send({
        method: 'get',
        path: 'quotes',
        credential: 'access-token',
        ...(status === undefined ? {} : { searchParams: { status } }),
        reply: v.array(QuoteSchema),
      }),
    listQuotesPage: (query) =>
      send({
        method: 'get',
        path: 'quotes',
        credential: 'access-token',
        searchParams: listQueryParams(query),
        reply: pageSchemaOf(QuoteSchema),
      }),
    listMyQuotes: () =>
      send({
        method: 'get',
        path: 'quotes/mine',
        credential: 'access-token',
        reply: v.array(QuoteSchema),
      }),
    priceQuote: (id, pricing) =>
      send({
        method: 'put',
        path: `quotes/${segment(id)}/price`,
        credential: 'access-token',
        json: pricing,
        reply: QuoteSchema,
      }),
    declineQuote: (id) =>
      send({
        method: 'post',
        path: `quotes/${segment(id)}/decline`,
        credential: 'access-token',
        reply: ModifiedSchema,
      }),
    acceptQuote: (id, delivery) =>
      send({
        method: 'post',
        path: `quotes/${segment(id)}/accept`,
        credential: 'access-token',
        json: delivery,
        reply: OrderSchema,
      }),
  };
}
