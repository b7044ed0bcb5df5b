// The quotes' calls: asking for one (anyone), the admin's list, pricing and declining, the
// sender's list, decline and accept.
import * as v from 'valibot';
import { strictObjectMessage } from '../../domain/fields';
import { OrderSchema } from '../../domain/order';
import { QuoteSchema, type QuoteStatus } from '../../domain/quote';
import { QuoteAcceptanceSchema, type QuoteAcceptance } from '../../domain/quote-acceptance';
import { QuotePricingSchema, type QuotePricing } from '../../domain/quote-pricing';
import { QuoteRequestSchema, type QuoteRequest } from '../../domain/quote-request';
import { call, idWithBody } from './call';
import { IdParam, quotePageOf } from './queries';
import { ModifiedSchema } from './replies';

const id = { id: IdParam };
const FOUND = ['no-such-quote', 'lifecycle', 'quote-changed'];

// A signed-in sender is answered at the account's e-mail, under its name: they may leave
// both out (the use case fills them in and checks the whole request).
const { name, email } = QuoteRequestSchema.entries;
const QuoteRequestBodySchema = v.strictObject(
  { ...QuoteRequestSchema.entries, name: v.optional(name), email: v.optional(email) },
  strictObjectMessage,
);

export const quoteCalls = {
  requestQuote: call({
    method: 'post',
    path: '/quotes',
    access: 'optional',
    summary: "Asks for a quote; a signed-in sender's account e-mail is used.",
    body: QuoteRequestBodySchema,
    reply: QuoteSchema,
    status: 201,
    refusals: ['invalid'],
    otherStatuses: [429],
    request: (request: QuoteRequest) => ({ body: request }),
  }),
  listQuotes: call({
    method: 'get',
    path: '/quotes',
    access: 'admin',
    staff: ['sales'],
    summary: 'Every quote, newest first, of one status if given; with ?page= one page.',
    reply: v.array(QuoteSchema),
    request: (status?: QuoteStatus) => (status === undefined ? {} : { query: { status } }),
  }),
  listQuotesPage: call({
    method: 'get',
    path: '/quotes',
    access: 'admin',
    staff: ['sales'],
    summary: 'One page of the quotes, by sender, company, reference or tool.',
    ...quotePageOf(QuoteSchema),
  }),
  listMyQuotes: call({
    method: 'get',
    path: '/quotes/mine',
    access: 'signed-in',
    summary: 'The quotes sent from your e-mail.',
    reply: v.array(QuoteSchema),
    request: () => ({}),
  }),
  priceQuote: call({
    method: 'put',
    path: '/quotes/:id/price',
    access: 'admin',
    staff: ['sales'],
    summary: 'Prices a quote: a unit price a line, and its expiry.',
    params: id,
    body: QuotePricingSchema,
    reply: QuoteSchema,
    refusals: ['invalid', ...FOUND],
    request: idWithBody<QuotePricing>(),
  }),
  declineQuote: call({
    method: 'post',
    path: '/quotes/:id/decline',
    access: 'signed-in',
    summary: 'Declines a quote (an admin, or its sender).',
    params: id,
    reply: ModifiedSchema,
    refusals: FOUND,
    request: (quoteId: string) => ({ params: { id: quoteId } }),
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
    request: idWithBody<QuoteAcceptance>(),
  }),
};
