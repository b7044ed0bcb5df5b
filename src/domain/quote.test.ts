import { describe, expect, it } from 'vitest';
import { parseInput } from './parse';
import { lastDelivery } from './quote-acceptance';
import {
  allowedQuoteActions,
  checkQuoteAction,
  presentQuote,
  QUOTE_ALREADY_ACCEPTED,
  QUOTE_STATUS_LABELS,
  QUOTE_DECLINED,
  QUOTE_EXPIRED,
  QUOTE_NOT_PRICED,
  quoteStatusAt,
  type QuoteLine,
  type StoredQuote,
} from './quote';
import { QUOTE_REPEATED_TOOL, QuoteRequestSchema } from './quote-request';
import { QuoteAcceptanceSchema } from './quote-acceptance';
import { agreedLineStillHolds } from './agreed-line';
import type { QuantityLimits } from './quantity';

const now = new Date('2026-06-15T12:00:00Z');
const idOf = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const line = (qty: number, n = 1): QuoteLine => ({
  toolId: idOf(n),
  toolName: `Tool ${n}`,
  toolImg: '/images/t.svg',
  qty,
});
const quote = (status: StoredQuote['status'], expiresAt?: string): StoredQuote => ({
  _id: idOf(99),
  createdAt: now.toISOString(),
  name: 'Jordan Builder',
  email: 'jordan@crew.test',
  message: 'For May',
  lines: [line(10)],
  status,
  ...(expiresAt === undefined ? {} : { expiresAt }),
});

describe('the quote request', () => {
  const request = { name: 'Jordan', email: 'jordan@crew.test', message: '300 rollers' };

  it('takes name, e-mail and message, and tools in quantities or none', () => {
    expect(parseInput(QuoteRequestSchema, request)).toMatchObject({
      ok: true,
      value: { ...request, lines: [] },
    });
    const withLines = { ...request, company: 'Crew Ltd', lines: [{ toolId: idOf(1), qty: 3 }] };
    expect(parseInput(QuoteRequestSchema, withLines)).toMatchObject({ ok: true });
  });

  it('says what is wrong in a sentence', () => {
    const messageOf = (input: unknown) => {
      const parsed = parseInput(QuoteRequestSchema, input);
      return parsed.ok ? undefined : parsed.message;
    };
    expect(messageOf({ ...request, name: ' ' })).toBe('Name is Required');
    expect(messageOf({ ...request, email: 'jordan@' })).toBe('Provide a valid Email');
    expect(messageOf({ ...request, message: '' })).toBe('Message is Required');
    expect(messageOf({ ...request, lines: [{ toolId: idOf(1), qty: 0 }] })).toBe(
      'Quantity must be at least 1',
    );
    const twice = [
      { toolId: idOf(1), qty: 1 },
      { toolId: idOf(1), qty: 2 },
    ];
    expect(messageOf({ ...request, lines: twice })).toBe(QUOTE_REPEATED_TOOL);
    expect(messageOf({ ...request, status: 'accepted' })).toBe('"status" is not an accepted field');
  });

  it('names the field that is too long, at one character past its limit', () => {
    const messageOf = (input: unknown) => {
      const parsed = parseInput(QuoteRequestSchema, input);
      return parsed.ok ? undefined : parsed.message;
    };
    expect(messageOf({ ...request, name: 'n'.repeat(80) })).toBeUndefined();
    expect(messageOf({ ...request, name: 'n'.repeat(81) })).toBe(
      'Name must be 80 characters or fewer',
    );
    expect(messageOf({ ...request, company: 'c'.repeat(120) })).toBeUndefined();
    expect(messageOf({ ...request, company: 'c'.repeat(121) })).toBe(
      'Company must be 120 characters or fewer',
    );
    expect(messageOf({ ...request, message: 'm'.repeat(2000) })).toBeUndefined();
    expect(messageOf({ ...request, message: 'm'.repeat(2001) })).toBe(
      'Message must be 2000 characters or fewer',
    );
  });

  it('takes at most 50 different tools, and says so', () => {
    const messageOf = (count: number) => {
      const lines = Array.from({ length: count }, (_, n) => ({ toolId: idOf(n + 1), qty: 1 }));
      const parsed = parseInput(QuoteRequestSchema, { ...request, lines });
      return parsed.ok ? undefined : parsed.message;
    };
    expect(messageOf(50)).toBeUndefined();
    expect(messageOf(51)).toBe('A quote can ask for at most 50 different tools');
    const repeated = [
      { toolId: idOf(1), qty: 1 },
      { toolId: idOf(1), qty: 1 },
    ];
    expect(parseInput(QuoteRequestSchema, { ...request, lines: repeated })).toMatchObject({
      ok: false,
      message: 'Each tool can appear only once in a quote',
    });
    expect(parseInput(QuoteRequestSchema, { ...request, lines: 'rollers' })).toMatchObject({
      ok: false,
      message: 'lines must be a list of tools and quantities',
    });
  });
});

describe('the delivery a quote is accepted to', () => {
  const messageOf = (input: unknown) => {
    const parsed = parseInput(QuoteAcceptanceSchema, input);
    return parsed.ok ? undefined : parsed.message;
  };
  const phone = '+1 614 555 0142';

  it('needs an address of at most 200 characters', () => {
    expect(messageOf({ address: 'a'.repeat(200), phone })).toBeUndefined();
    expect(messageOf({ address: ' ', phone })).toBe('Address is Required');
    expect(messageOf({ address: 'a'.repeat(201), phone })).toBe(
      'Address must be 200 characters or fewer',
    );
  });
});

describe('the quote lifecycle', () => {
  const tomorrow = '2026-06-16T12:00:00.000Z';
  const yesterday = '2026-06-14T12:00:00.000Z';

  it('reads a quoted quote past its expiry as expired, and nothing else changes with time', () => {
    expect(quoteStatusAt(quote('quoted', tomorrow), now)).toBe('quoted');
    expect(quoteStatusAt(quote('quoted', yesterday), now)).toBe('expired');
    expect(quoteStatusAt(quote('quoted', now.toISOString()), now)).toBe('expired');
    expect(quoteStatusAt(quote('accepted', yesterday), now)).toBe('accepted');
    expect(quoteStatusAt(quote('new'), now)).toBe('new');
  });

  it('reads a quoted quote without an expiry as expired', () => {
    expect(quoteStatusAt(quote('quoted'), now)).toBe('expired');
    expect(quoteStatusAt(quote('quoted', 'someday'), now)).toBe('expired');
  });

  it('shows each status under a word a person reads', () => {
    expect(QUOTE_STATUS_LABELS).toEqual({
      new: 'New',
      quoted: 'Quoted',
      accepted: 'Accepted',
      declined: 'Declined',
      expired: 'Expired',
    });
  });

  it('says in a sentence why it cannot be accepted', () => {
    const refusal = (stored: StoredQuote) => {
      const check = checkQuoteAction(stored, 'accept', now);
      return check.ok ? undefined : check.message;
    };
    expect(refusal(quote('accepted', tomorrow))).toBe('This quote has already been accepted.');
    expect(refusal(quote('declined'))).toBe('This quote has been declined.');
    expect(refusal(quote('new'))).toBe('This quote has not been priced yet.');
    expect(refusal(quote('quoted', yesterday))).toBe(
      'This quote has expired, so it can no longer be accepted. Ask us to price it again.',
    );
  });

  it('is accepted only when quoted and not expired', () => {
    expect(checkQuoteAction(quote('quoted', tomorrow), 'accept', now)).toEqual({ ok: true });
    expect(checkQuoteAction(quote('new'), 'accept', now)).toEqual({
      ok: false,
      message: QUOTE_NOT_PRICED,
    });
    expect(checkQuoteAction(quote('quoted', yesterday), 'accept', now)).toEqual({
      ok: false,
      message: QUOTE_EXPIRED,
    });
    expect(checkQuoteAction(quote('accepted', tomorrow), 'accept', now)).toEqual({
      ok: false,
      message: QUOTE_ALREADY_ACCEPTED,
    });
    expect(checkQuoteAction(quote('declined'), 'accept', now)).toEqual({
      ok: false,
      message: QUOTE_DECLINED,
    });
  });

  it('is priced or declined until it is accepted or declined', () => {
    expect(allowedQuoteActions(quote('new'), now)).toEqual(['price', 'decline']);
    expect(allowedQuoteActions(quote('quoted', tomorrow), now)).toEqual([
      'price',
      'accept',
      'decline',
    ]);
    expect(allowedQuoteActions(quote('quoted', yesterday), now)).toEqual(['price', 'decline']);
    expect(allowedQuoteActions(quote('accepted', tomorrow), now)).toEqual([]);
    expect(allowedQuoteActions(quote('declined'), now)).toEqual([]);
    expect(checkQuoteAction(quote('accepted'), 'decline', now)).toEqual({
      ok: false,
      message: QUOTE_ALREADY_ACCEPTED,
    });
  });

  it('answers the status as it stands and the total once priced', () => {
    const priced: StoredQuote = {
      ...quote('quoted', yesterday),
      lines: [{ ...line(10), unitPrice: 5, total: 50 }],
    };
    expect(presentQuote(priced, now)).toMatchObject({ status: 'expired', total: 50 });
    expect(presentQuote(quote('new'), now)).not.toHaveProperty('total');
  });

  it('has no total before it is priced, even with no lines or once declined', () => {
    expect(presentQuote({ ...quote('new'), lines: [] }, now)).not.toHaveProperty('total');
    expect(presentQuote(quote('declined'), now)).not.toHaveProperty('total');
    const partly: StoredQuote = {
      ...quote('declined'),
      lines: [{ ...line(10, 1), unitPrice: 5, total: 50 }, line(4, 2)],
    };
    expect(presentQuote(partly, now)).not.toHaveProperty('total');
  });

  it('totals every priced line', () => {
    const priced: StoredQuote = {
      ...quote('accepted', yesterday),
      lines: [
        { ...line(10, 1), unitPrice: 5, total: 50 },
        { ...line(4, 2), unitPrice: 12, total: 48 },
      ],
    };
    expect(presentQuote(priced, now)).toMatchObject({ status: 'accepted', total: 98 });
  });

  it('totals lines with cents exactly, in cents', () => {
    const priced: StoredQuote = {
      ...quote('quoted', '2099-01-01T00:00:00Z'),
      lines: [
        { ...line(1, 1), unitPrice: 0.1, total: 0.1 },
        { ...line(1, 2), unitPrice: 0.2, total: 0.2 },
      ],
    };
    // 0.1 + 0.2 is 0.30000000000000004 in floating point.
    expect(presentQuote(priced, now).total).toBe(0.3);
  });
});

describe('a line at an agreed price', () => {
  const tool = (limits: Partial<QuantityLimits>): QuantityLimits => ({
    name: 'Roller',
    minQty: 1,
    availableQty: 5,
    ...limits,
  });
  it('holds while the stock still has its quantity, whatever the tool costs now', () => {
    expect(agreedLineStillHolds(tool({ availableQty: 5 }), { qty: 5 })).toBe(true);
    expect(agreedLineStillHolds(tool({ availableQty: 4 }), { qty: 5 })).toBe(false);
    expect(agreedLineStillHolds(tool({ availableQty: 4 }), { qty: 0 })).toBe(false);
    expect(agreedLineStillHolds(tool({ availableQty: 1 }), { qty: 1 })).toBe(true);
    expect(agreedLineStillHolds(tool({ availableQty: 4 }), { qty: 1.5 })).toBe(false);
  });
  it('follows the one quantity rule: whole packs, the per-order cap, backorders', () => {
    expect(agreedLineStillHolds(tool({ packSize: 6, availableQty: 50 }), { qty: 10 })).toBe(false);
    expect(agreedLineStillHolds(tool({ maxPerOrder: 4, availableQty: 50 }), { qty: 5 })).toBe(
      false,
    );
    expect(
      agreedLineStillHolds(tool({ availableQty: 2, backorderUntil: '2026-12-01' }), { qty: 5 }),
    ).toBe(true);
  });
});

describe('the delivery a quote is accepted to in one click', () => {
  const order = (createdAt: string, address: string) => ({
    createdAt,
    address,
    phone: '+1 614 555 0142',
  });

  it('is where the newest order went', () => {
    expect(
      lastDelivery([
        order('2026-01-02T10:00:00.000Z', '1 Old Street'),
        order('2026-03-04T10:00:00.000Z', '2 New Road'),
      ]),
    ).toEqual({ address: '2 New Road', phone: '+1 614 555 0142' });
  });

  it('is unknown before a first order, or when that order’s delivery no longer passes', () => {
    expect(lastDelivery([])).toBeUndefined();
    expect(lastDelivery([order('2026-01-02T10:00:00.000Z', '')])).toBeUndefined();
  });
});
