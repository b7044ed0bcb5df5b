// The use cases' quote store, kept in memory beside the in-memory world's state. Like the
// order store, each change checks and writes without awaiting in between; accepting marks
// the quote first, so a second accept during the order's placing finds it accepted.
import { matchesSearch, pageOf, type Page } from '../../domain/page';
import { quoteStatusAt, type QuoteLine, type StoredQuote } from '../../domain/quote';
import { quoteSearchFields, type QuotePageQuery } from '../../domain/quote-list';
import type { OrderStore, PlaceLimits } from '../../application/ports/order-store.port';
import type { AcceptResult, NewQuote, QuoteStore } from '../../application/ports/quote-store.port';
import { copy } from './api-input';
import { besideState } from './beside-state';
import { newId, type MemoryState } from './memory-state';
import { recordMail } from './mailbox.in-memory';
import { LOCAL_SITE_URL } from '../../domain/mail-links';
import { quoteMail } from '../../domain/quote-mails';

type Kept = { -readonly [K in keyof StoredQuote]: StoredQuote[K] };

// Kept per world without adding to MemoryState: the quotes belong to this feature alone.
const quotesOf = besideState(() => new Map<string, Kept>());

/** A line as kept: the part number is the catalogue's, read with the quote as the SQL joins it. */
const keptLine = ({ partNumber: _read, ...line }: QuoteLine): QuoteLine => ({ ...line });

// As the SQL orders them: the id breaks a tie of the same moment.
const newestFirst = (a: Kept, b: Kept) =>
  b.createdAt.localeCompare(a.createdAt) || (a._id < b._id ? 1 : a._id > b._id ? -1 : 0);

export class QuoteStoreInMemory implements QuoteStore {
  private readonly kept: Map<string, Kept>;

  constructor(
    private readonly state: MemoryState,
    private readonly orders: Pick<OrderStore, 'place'>,
  ) {
    this.kept = quotesOf(state);
  }

  /**
   * The quotes, each accepted one still with its order: a quote whose order was removed
   * unpaid is quoted again, as the database's trigger does on the server.
   */
  private get quotes(): Map<string, Kept> {
    for (const quote of this.kept.values()) {
      if (quote.status === 'accepted' && !this.state.orders.has(quote.orderId ?? '')) {
        quote.status = 'quoted';
        delete quote.orderId;
      }
    }
    return this.kept;
  }

  /** A copy as the store answers it: each line with its tool's part number, while it exists. */
  private shown(quote: Kept): StoredQuote {
    const answered = copy(quote);
    return {
      ...answered,
      lines: answered.lines.map((line) => {
        const partNumber = this.state.tools.get(line.toolId)?.partNumber;
        return partNumber === undefined ? line : { ...line, partNumber };
      }),
    };
  }

  async add(quote: NewQuote): Promise<StoredQuote> {
    const { createdAt, company, account, ...rest } = quote;
    const kept: Kept = {
      _id: newId(),
      createdAt: createdAt.toISOString(),
      ...rest,
      ...(company ? { company } : {}),
      ...(account === undefined ? {} : { account }),
      lines: rest.lines.map(keptLine),
      status: 'new',
    };
    this.quotes.set(kept._id, kept);
    return this.shown(kept);
  }

  async findById(id: string): Promise<StoredQuote | undefined> {
    const quote = this.quotes.get(id);
    return quote && this.shown(quote);
  }

  async listAll(): Promise<StoredQuote[]> {
    return [...this.quotes.values()].sort(newestFirst).map((quote) => this.shown(quote));
  }

  async findPage(query: QuotePageQuery, now: Date): Promise<Page<StoredQuote>> {
    const found = (await this.listAll()).filter(
      (quote) =>
        (query.status === undefined || quoteStatusAt(quote, now) === query.status) &&
        matchesSearch(query.q, quoteSearchFields(quote)),
    );
    return pageOf(found, query);
  }

  async listByAccount(email: string): Promise<StoredQuote[]> {
    return (await this.listAll()).filter((quote) => quote.account === email);
  }

  async setPrices(
    id: string,
    lines: readonly QuoteLine[],
    expiresAt: Date,
  ): Promise<StoredQuote | undefined> {
    const quote = this.quotes.get(id);
    if (!quote || (quote.status !== 'new' && quote.status !== 'quoted')) return undefined;
    quote.status = 'quoted';
    quote.expiresAt = expiresAt.toISOString();
    quote.lines = lines.map(keptLine);
    recordMail(this.state, quoteMail('priced', quote, LOCAL_SITE_URL));
    return this.shown(quote);
  }

  async decline(id: string): Promise<number> {
    const quote = this.quotes.get(id);
    if (!quote || (quote.status !== 'new' && quote.status !== 'quoted')) return 0;
    quote.status = 'declined';
    recordMail(this.state, quoteMail('declined', quote, LOCAL_SITE_URL));
    return 1;
  }

  async accept(
    id: string,
    order: Parameters<OrderStore['place']>[0],
    limits: PlaceLimits,
  ): Promise<AcceptResult> {
    const quote = this.quotes.get(id);
    if (!quote || quoteStatusAt(quote, limits.now) !== 'quoted') {
      return { accepted: false, reason: 'quote-changed' };
    }
    quote.status = 'accepted';
    const placed = await this.orders.place(order, limits);
    if (!placed.placed) {
      quote.status = 'quoted';
      return placed.reason === 'tool'
        ? { accepted: false, reason: 'tool', toolId: placed.toolId }
        : { accepted: false, reason: 'unpaid-limit', exceeded: placed.exceeded };
    }
    quote.orderId = placed.order._id;
    return { accepted: true, order: placed.order };
  }
}
