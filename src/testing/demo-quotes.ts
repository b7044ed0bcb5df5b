// Quotes in each state, for the quote pages' stories and tests.
import type { Quote } from '../domain/quote';

const base = {
  name: 'Casey Customer',
  email: 'customer@paintco.test',
  company: 'Casey & Co',
  message: 'For the spring job',
};

export const NEW_QUOTE: Quote = {
  ...base,
  _id: '00000000-0000-4000-8000-00000000a001',
  createdAt: '2026-11-20T09:00:00.000Z',
  status: 'new',
  lines: [
    // As the admin's list answers them: each tool's unit price today at that quantity.
    {
      toolId: 't-1',
      toolName: 'Pro Paint Roller 9"',
      toolImg: '/images/r.svg',
      partNumber: 'PR-9-ROLLER',
      qty: 40,
      listPrice: 10.8,
    },
    // A tool since gone from the catalogue: no list price, no part number.
    { toolId: 't-2', toolName: 'Flat Wall Brush 4"', toolImg: '/images/b.svg', qty: 25 },
  ],
};

export const QUOTED_QUOTE: Quote = {
  ...NEW_QUOTE,
  _id: '00000000-0000-4000-8000-00000000a002',
  createdAt: '2026-11-18T09:00:00.000Z',
  status: 'quoted',
  expiresAt: '2099-12-31T23:59:59.999Z',
  lines: NEW_QUOTE.lines.map((line, i) => ({
    ...line,
    unitPrice: 10 + i,
    total: (10 + i) * line.qty,
  })),
  total: 10 * 40 + 11 * 25,
};

export const EXPIRED_QUOTE: Quote = {
  ...QUOTED_QUOTE,
  _id: '00000000-0000-4000-8000-00000000a003',
  createdAt: '2026-10-01T09:00:00.000Z',
  status: 'expired',
  expiresAt: '2026-10-15T23:59:59.999Z',
};

export const DEMO_QUOTES: readonly Quote[] = [NEW_QUOTE, QUOTED_QUOTE, EXPIRED_QUOTE];
