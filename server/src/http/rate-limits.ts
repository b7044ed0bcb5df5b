// Limits on how often one caller may ask for something costly or abusable. The counters
// live in the database (rate-limiter-flexible's RateLimiterPostgres), so every API process
// shares them: a second process is not a second allowance.
import { createHash } from 'node:crypto';
import type { Context, MiddlewareHandler } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { RateLimiterPostgres, RateLimiterRes } from 'rate-limiter-flexible';
import type { SqlExecutor } from '../db/sql-client.port';

export const RATE_LIMITS = {
  signInPerEmail: {
    points: 10,
    seconds: 60,
    message: 'Too many sign-ins for this e-mail address. Please wait a minute and try again.',
  },
  signInPerAddress: {
    points: 120,
    seconds: 60,
    message: 'Too many sign-ins from your network. Please wait a minute and try again.',
  },
  ordersPerUser: {
    points: 30,
    seconds: 60,
    message: 'You are placing orders too quickly. Please wait a minute and try again.',
  },
  reviewsPerUser: {
    points: 5,
    seconds: 600,
    message: 'You are sending reviews too quickly. Please wait a few minutes and try again.',
  },
  // Drawing an invoice's PDF costs tens of milliseconds of CPU; a kept one costs nothing.
  invoiceDrawsPerUser: {
    points: 20,
    seconds: 60,
    message:
      'You have downloaded many invoices in a short time. Please wait a minute and try again.',
  },
  // Applying for a trade account and inviting to a company: each asks a person to act (an
  // admin's review, an e-mail to any address).
  companyWritesPerUser: {
    points: 30,
    seconds: 600,
    message:
      'You have sent many applications or invitations in a short time. Please wait a few minutes and try again.',
  },
  // An export reads every order of its days, in batches, however many there are: a script
  // holding an admin's token, or a button pressed again and again, would keep the database
  // reading.
  exportsPerUser: {
    points: 10,
    seconds: 60,
    message:
      'You have downloaded many exports in a short time. Please wait a minute and try again.',
  },
  quoteRequests: {
    points: 10,
    seconds: 600,
    message:
      'You have sent many quote requests in a short time. Please wait a few minutes and try again.',
  },
  // Quotes sent without signing in are answered at whatever e-mail they give: this bounds
  // what anyone can have sent to one address, however many networks they ask from.
  anonymousQuotesPerRecipient: {
    points: 3,
    seconds: 24 * 60 * 60,
    message:
      'We already have several quote requests for this e-mail address today. Sign in to send more, or try again tomorrow.',
  },
  // A catalogue import reads and checks up to 10,000 rows against the whole catalogue (and
  // applying one locks the tools table): a script or a button pressed again and again would
  // keep the server busy and hold the orders' stock writes back.
  catalogueImportsPerUser: {
    points: 20,
    seconds: 600,
    message:
      'You have sent many catalogue imports in a short time. Please wait a few minutes and try again.',
  },
  // A quick order checks and prices up to 500 lines against the catalogue and the buyer's
  // price list in one request: its own allowance, so pasting lists does not use up the
  // cart's and orders' (ordersPerUser), nor they its.
  quickOrdersPerUser: {
    points: 20,
    seconds: 60,
    message: 'You have sent many quick orders in a short time. Please wait a minute and try again.',
  },
  // The store's settings an admin writes (carriers, a company's terms, a bank transfer
  // recorded): each is audited or e-mailed, and a script holding an admin's token could
  // otherwise fill the audit log and the outbox.
  adminWritesPerUser: {
    points: 60,
    seconds: 60,
    message: 'You have made many changes in a short time. Please wait a minute and try again.',
  },
} as const;

/**
 * Credit notes are drawn as invoices are and count against the same allowance
 * (invoiceDrawsPerUser); one refused is told so in words of its own.
 */
export const CREDIT_NOTE_DRAWS_MESSAGE =
  'You have downloaded many credit notes and invoices in a short time. Please wait a minute and try again.';

export type RateLimitName = keyof typeof RATE_LIMITS;

export type RateLimitVerdict = { allowed: true } | { allowed: false; retryAfterSeconds: number };

export interface RateLimiter {
  /** Counts one request of `key` against the limit, and says whether it may go on. */
  consume(limit: RateLimitName, key: string): Promise<RateLimitVerdict>;
}

/** rate-limiter-flexible speaks to a pg-like client; this one runs on either database. */
const storeClientOf = (db: SqlExecutor) => ({
  async query(query: { text: string; values?: (string | number | null)[] }) {
    const rows = await db.query<Record<string, unknown>>(query.text, query.values ?? []);
    return { rows, rowCount: rows.length };
  },
});

export function sqlRateLimiter(
  db: SqlExecutor,
  limits: Record<RateLimitName, { points: number; seconds: number }> = RATE_LIMITS,
): RateLimiter {
  const storeClient = storeClientOf(db);
  const limiters = new Map(
    (Object.keys(limits) as RateLimitName[]).map((name) => [
      name,
      new RateLimiterPostgres({
        storeClient,
        storeType: 'client',
        // The table comes from the migrations, like every other table.
        tableName: 'rate_limits',
        tableCreated: true,
        keyPrefix: name,
        points: limits[name].points,
        duration: limits[name].seconds,
      }),
    ]),
  );
  return {
    async consume(limit, key) {
      const limiter = limiters.get(limit);
      if (!limiter) throw new Error(`unknown rate limit ${limit}`);
      try {
        // Hashed: the table keeps neither e-mails nor addresses, and keys fit its column.
        await limiter.consume(createHash('sha256').update(key).digest('base64url'));
        return { allowed: true };
      } catch (refusal) {
        // The library rejects with its RateLimiterRes when over the limit, with an Error
        // when the store failed (then the request fails, rather than going unlimited).
        if (!(refusal instanceof RateLimiterRes)) throw refusal;
        return {
          allowed: false,
          retryAfterSeconds: Math.max(1, Math.ceil(refusal.msBeforeNext / 1000)),
        };
      }
    },
  };
}

/**
 * The answer to a request over `limit`: 429, when to come back, and the limit's sentence,
 * thrown from a middleware or from beneath a route (a use case's port); the error handler
 * answers it. `message` when what was asked is not what the limit is named for (a credit
 * note counted against the invoices' limit).
 */
export function rateLimited(
  limit: RateLimitName,
  retryAfterSeconds: number,
  message: string = RATE_LIMITS[limit].message,
): never {
  const headers = { 'Retry-After': String(retryAfterSeconds) };
  const res = Response.json({ message }, { status: 429, headers });
  throw new HTTPException(429, { res });
}

/**
 * Answers 429 with Retry-After and a sentence once `key(c)` went over `limit`. The key is
 * the value the handler acts on, normalised as the handler reads it (an e-mail trimmed
 * and lower-cased): a key from the raw request would give each spelling its own allowance.
 */
export function rateLimit(
  limiter: RateLimiter,
  limit: RateLimitName,
  key: (c: Context) => string | undefined | Promise<string | undefined>,
): MiddlewareHandler {
  return async (c, next) => {
    const subject = await key(c);
    // No key (a caller whose address is unknown, as in tests): nothing to count against.
    if (subject !== undefined) {
      const verdict = await limiter.consume(limit, subject);
      if (!verdict.allowed) rateLimited(limit, verdict.retryAfterSeconds);
    }
    await next();
  };
}

/** `limit` counted per signed-in account (an admin's writes, a customer's orders). */
export const perAccount = (limiter: RateLimiter, limit: RateLimitName): MiddlewareHandler =>
  rateLimit(limiter, limit, (c) => c.get('viewer').email);
