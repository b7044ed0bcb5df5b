// Company orders (issue 25): a page of the orders a company's members placed, newest first,
// filtered like Manage Orders (search, status) and also by member and by the days placed.
// The API's SQL, the in-memory API and the page's address all read it from here.
import * as v from 'valibot';
import { parseDayRange, type ExportRange } from './export-range';
import { EmailInUrlSchema } from './fields';
import type { Order } from './order';
import {
  matchesSearch,
  orderListSearchOf,
  pageQueryOf,
  type OrderListSearch,
  type OrderPageQuery,
} from './page';
import { parseOrderPageQuery, type RawListQuery } from './page-query';
import { parseInput, type Parsed } from './parse';

/** The query as the API reads it: a company's orders are always answered a page at a time. */
export interface CompanyOrderQuery extends OrderPageQuery, ExportRange {
  /** Only the orders this member (an e-mail, lower case) placed. */
  readonly member?: string | undefined;
}

/** The company's own filters: by member, and the days placed as `YYYY-MM-DD` text. */
interface CompanyFilters {
  readonly member?: string | undefined;
  readonly from?: string | undefined;
  readonly to?: string | undefined;
}

/** What the call is asked with: the page, the filters, the days. */
export type CompanyOrdersRequest = OrderPageQuery & CompanyFilters;

export function parseCompanyOrderQuery(raw: RawListQuery): Parsed<CompanyOrderQuery> {
  const page = parseOrderPageQuery(raw);
  if (!page.ok) return page;
  const member = parseInput(v.object({ member: v.optional(EmailInUrlSchema) }), {
    member: raw['member'] === '' ? undefined : raw['member'],
  });
  if (!member.ok) return member;
  const range = parseDayRange(raw);
  if (!range.ok) return range;
  return { ok: true, value: { ...page.value, ...range.value, member: member.value.member } };
}

/** Whether `order` is one of the page's rows (the in-memory API's filter; SQL says the same). */
export function matchesCompanyOrder(
  order: Order,
  companyId: string,
  query: CompanyOrderQuery,
): boolean {
  const at = Date.parse(order.createdAt);
  return (
    order.companyId === companyId &&
    (!query.member || order.email === query.member) &&
    (!query.status || order.status === query.status) &&
    (!query.since || at >= query.since.getTime()) &&
    (!query.before || at < query.before.getTime()) &&
    matchesSearch(query.q, [order.toolName, order.email, order.name])
  );
}

/** What the Company orders page's address holds, anything unusable left out. */
export type CompanyOrderListSearch = OrderListSearch & CompanyFilters;

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const dayOf = (raw: unknown): string | undefined =>
  typeof raw === 'string' && DAY.test(raw) ? raw : undefined;

export function companyOrderListSearchOf(
  raw: Readonly<Record<string, unknown>>,
): CompanyOrderListSearch {
  const member = v.safeParse(EmailInUrlSchema, raw['member']);
  return {
    ...orderListSearchOf(raw),
    member: member.success ? member.output : undefined,
    from: dayOf(raw['from']),
    to: dayOf(raw['to']),
  };
}

/** The call's request for what the address holds. */
export const companyOrdersRequestOf = (search: CompanyOrderListSearch): CompanyOrdersRequest => ({
  ...pageQueryOf(search),
  member: search.member,
  from: search.from,
  to: search.to,
});
