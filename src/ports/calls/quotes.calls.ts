// The quotes' calls: asking for one (anyone), the admin's list, pricing and declining, the
// sender's list, decline and accept.
import * as v from 'valibot';
import { OrderSchema } from '../../domain/order';
import { pageSchemaOf } from '../../domain/page';
import { QuoteSchema } from '../../domain/quote';
import { QuoteAcceptanceSchema } from '../../domain/quote-acceptance';
import { QuotePricingSchema } from '../../domain/quote-pricing';
import { QuoteRequestSchema } from '../../domain/quote-request';
import { call } from './call';
import { IdParam, QuotePageQuerySchema } from './queries';
import { ModifiedSchema } from './replies';

const id = { id: IdParam };
const FOUND = ['no-such-quote', 'lifecycle', 'quote-changed'];

export const quoteCalls = {
  requestQuote: call({
    method: 'post',
    path: '/quotes',
    access: 'optional',
    summary: "Asks for a quote; a signed-in sender's account e-mail is used.",
    body: QuoteRequestSchema,
    reply: QuoteSchema,
    status: 201,
    refusals: ['invalid'],
    otherStatuses: [429],
  }),
  listQuotes: call({
    method: 'get',
    path: '/quotes',
    access: 'admin',
    summary: 'Every quote, newest first, of one status if given; with ?page= one page.',
    query: v.object({ status: v.optional(v.string()) }),
    reply: v.array(QuoteSchema),
  }),
  listQuotesPage: call({
    method: 'get',
    path: '/quotes',
    access: 'admin',
    summary: 'One page of the quotes, by sender, company, reference or tool.',
    query: QuotePageQuerySchema,
    reply: pageSchemaOf(QuoteSchema),
  }),
  listMyQuotes: call({
    method: 'get',
    path: '/quotes/mine',
    access: 'signed-in',
    summary: 'The quotes sent from your e-mail.',
    reply: v.array(QuoteSchema),
  }),
  priceQuote: call({
    method: 'put',
    path: '/quotes/:id/price',
    access: 'admin',
    summary: 'Prices a quote: a unit price a line, and its expiry.',
    params: id,
    body: QuotePricingSchema,
    reply: QuoteSchema,
    refusals: ['invalid', ...FOUND],
  }),
  declineQuote: call({
    method: 'post',
    path: '/quotes/:id/decline',
    access: 'signed-in',
    summary: 'Declines a quote (an admin, or its sender).',
    params: id,
    reply: ModifiedSchema,
    refusals: FOUND,
  }),
  acceptQuote: call({
    method: 'post',
    path: '/quotes/:id/accept',
    access: 'signed-in',
    summary: 'Accepts a priced quote (its sender): the unpaid order at the quoted prices.',
    params: id,
    body: QuoteAcceptanceSchema,
    reply: OrderSchema,
    status: 201,
    refusals: ['invalid', 'quote-tool-unavailable', ...FOUND],
  }),
};
