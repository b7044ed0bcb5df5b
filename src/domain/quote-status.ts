// A quote's statuses and reference: what a quote list's address and search read, apart from
// the quote's schemas and prices (quote.ts), which stay out of the browser's first load.

export const STORED_QUOTE_STATUSES = ['new', 'quoted', 'accepted', 'declined'] as const;
export type StoredQuoteStatus = (typeof STORED_QUOTE_STATUSES)[number];
export const QUOTE_STATUSES = [...STORED_QUOTE_STATUSES, 'expired'] as const;
export type QuoteStatus = (typeof QUOTE_STATUSES)[number];

export const QUOTE_STATUS_LABELS: Readonly<Record<QuoteStatus, string>> = {
  new: 'New',
  quoted: 'Quoted',
  accepted: 'Accepted',
  declined: 'Declined',
  expired: 'Expired',
};

/**
 * The quote's reference as people quote it back ("Q-1A2B3C4D"): the first eight characters
 * of its id, which the confirmation, My Quotes and Manage Quotes show and search by.
 */
export const quoteReference = (quote: { readonly _id: string }): string =>
  `Q-${quote._id.slice(0, 8).toUpperCase()}`;
