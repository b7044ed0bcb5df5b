// The e-mail a quote's sender gets when an admin answers it: priced, or declined. A quote
// of an account links to My Quotes, where it is accepted; one sent without signing in has
// no page, so its sender answers the e-mail, or asks again from the quote form.
import type { OutgoingMail } from './mail';
import { signedMailBody, type MailLink, type MailParts, type MailTable } from './mail-html';
import { MAIL_PAGES, pageUrl } from './mail-links';
import { formatAmount } from './money';
import { sumAmounts } from './price-tiers';
import { mailTime } from './order-mails';
import type { StoredQuote } from './quote';

export type QuoteMailKind = 'priced' | 'declined';

export type MailQuote = Pick<
  StoredQuote,
  '_id' | 'name' | 'email' | 'lines' | 'expiresAt' | 'account'
>;

/** How the sender takes up priced prices: from their account, or by answering the e-mail. */
const howToAccept = (quote: MailQuote) =>
  quote.account === undefined
    ? 'Reply to this e-mail to order at these prices.'
    : 'Accept them from My Quotes.';

/** Until when the prices hold; every priced quote has that moment. */
// Stryker disable next-line StringLiteral: any stand-in for a missing moment reads "Invalid Date" alike
const holdsUntil = (quote: MailQuote): string => mailTime(quote.expiresAt ?? '');

function pricesTable(quote: MailQuote): MailTable {
  const total = sumAmounts(quote.lines.map((line) => line.total ?? 0));
  return {
    head: ['Tool', 'Quantity', 'Unit price', 'Amount'],
    rows: quote.lines.map((line) => [
      line.toolName,
      String(line.qty),
      formatAmount(line.unitPrice ?? 0),
      formatAmount(line.total ?? 0),
    ]),
    foot: ['Total', '', '', formatAmount(total)],
  };
}

/** Where the answer sends its reader: My Quotes for an account's quote. */
function linkOf(kind: QuoteMailKind, quote: MailQuote, siteUrl: string): MailLink | undefined {
  if (quote.account !== undefined) {
    return { label: 'Open My Quotes', url: pageUrl(siteUrl, MAIL_PAGES.myQuotes()) };
  }
  return kind === 'declined'
    ? { label: 'Ask for a new quote', url: pageUrl(siteUrl, MAIL_PAGES.quoteForm()) }
    : undefined;
}

/**
 * The answer to a quote. A priced quote may be priced again while it stands: each pricing
 * (each expiry) is its own e-mail. `siteUrl`: the store's address, which its link starts with.
 */
export function quoteMail(kind: QuoteMailKind, quote: MailQuote, siteUrl: string): OutgoingMail {
  const greeting = `Hello ${quote.name},`;
  const body: MailParts =
    kind === 'priced'
      ? {
          before: [greeting, 'We have priced the tools you asked about:'],
          table: pricesTable(quote),
          after: [`These prices hold until ${holdsUntil(quote)}. ${howToAccept(quote)}`],
        }
      : {
          // Its sender may decline it too: the sentence holds whoever did.
          before: [greeting, 'Your quote request has been declined and is now closed.'],
          after: ['You are welcome to order from the catalogue, or to ask for a new quote.'],
        };
  return {
    dedupeKey:
      kind === 'priced'
        ? `quote-priced:${quote._id}:${quote.expiresAt}`
        : `quote-declined:${quote._id}`,
    to: quote.email,
    subject: kind === 'priced' ? 'Your quote is ready' : 'Your quote request was declined',
    ...signedMailBody({ ...body, link: linkOf(kind, quote, siteUrl) }),
  };
}
