// The query strings of the list calls, as the reference page describes them: every value a
// string; the API reads them with src/domain/page-query.ts and says which one is wrong.
import * as v from 'valibot';
import { EmailInUrlSchema, IdSchema } from '../../domain/fields';
import { listQueryParams, pageSchemaOf } from '../../domain/page';
import type { OrderPageQuery, PageQuery } from '../../domain/page';
import type { QuotePageQuery } from '../../domain/quote-list';

const text = (description: string) => v.optional(v.pipe(v.string(), v.description(description)));

/** `?page=&pageSize=&q=`: absent, the whole list; present, one page of it. */
export const PageQuerySchema = v.object({
  page: text('The page, from 1.'),
  pageSize: text('Rows a page, at most 100; 20 unless said.'),
  q: text('Search text.'),
});

export const OrderPageQuerySchema = v.object({
  ...PageQuerySchema.entries,
  status: text('Only the orders in this status.'),
});

export const CompanyOrdersQuerySchema = v.object({
  ...OrderPageQuerySchema.entries,
  member: text("Only this member's orders (an e-mail)."),
  from: text('Placed on or after this day, YYYY-MM-DD.'),
  to: text('Placed on or before this day, YYYY-MM-DD.'),
});

export const ToolPageQuerySchema = v.object({
  ...PageQuerySchema.entries,
  sort: text('How the tools are ordered.'),
  minPrice: text('The lowest price, in cents.'),
  maxPrice: text('The highest price, in cents.'),
  inStock: text('1: only tools in stock.'),
});

/** A list's page call: its query string, a page of `item`s, the port's query sent as it. */
const pagedBy =
  <Q extends PageQuery>(query: v.GenericSchema) =>
  <S extends v.GenericSchema>(item: S) => ({
    query,
    reply: pageSchemaOf(item),
    request: (asked: Q) => ({ query: listQueryParams(asked) }),
  });

export const pageOf = pagedBy<PageQuery>(PageQuerySchema);
export const orderPageOf = pagedBy<OrderPageQuery>(OrderPageQuerySchema);
export const quotePageOf = pagedBy<QuotePageQuery>(OrderPageQuerySchema);

export const EmailQuerySchema = v.object({ email: EmailInUrlSchema });

export const DaysQuerySchema = v.object({
  from: text('The first day, YYYY-MM-DD.'),
  to: text('The last day, YYYY-MM-DD.'),
});

/** The path parameters: an id (a uuid), an e-mail address (lower-cased as the store keeps it). */
export const IdParam = v.pipe(IdSchema, v.description('The id.'));
export const EmailParam = v.pipe(EmailInUrlSchema, v.description('The e-mail address.'));
