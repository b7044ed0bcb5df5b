// How a quote reads in the quote tables: its reference and day, its tools and their part
// numbers, its status, its total and expiry.
import { linePartNumbers } from '../../../domain/line-part-numbers';
import { formatAmount } from '../../../domain/money';
import { QUOTE_STATUS_LABELS, quoteReference, type Quote } from '../../../domain/quote';
import { dateLabel, DateText } from '../../components/date-text/date-text';

/** "Q-1A2B3C4D" over the day it was asked for: the reference its sender was given. */
export function QuoteReferenceCell({ quote }: { quote: Quote }) {
  return (
    <>
      <strong>{quoteReference(quote)}</strong>
      <br />
      <DateText iso={quote.createdAt} />
    </>
  );
}

export const quoteTools = (quote: Quote): string =>
  quote.lines.length === 0
    ? 'No tools named'
    : quote.lines.map((line) => `${line.toolName} × ${line.qty}`).join(', ');

/** A column of its own, as the orders tables have: the tools' cell names the tools alone. */
export const quotePartNumbers = (quote: Quote): string =>
  linePartNumbers(quote.lines).join(', ') || '—';

export const quoteStatus = (quote: Quote): string => QUOTE_STATUS_LABELS[quote.status];

export const quoteTotal = (quote: Quote): string =>
  quote.total === undefined ? 'Not priced yet' : formatAmount(quote.total);

export const quoteExpiry = (quote: Quote): string =>
  quote.expiresAt === undefined ? '—' : dateLabel(quote.expiresAt);

/** "Roller × 10 at $5" for each priced line. */
export const quotePrices = (quote: Quote): string =>
  quote.lines
    .filter((line) => line.unitPrice !== undefined)
    .map((line) => `${line.toolName} × ${line.qty} at ${formatAmount(line.unitPrice ?? 0)}`)
    .join(', ');
