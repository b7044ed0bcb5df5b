// What index.html's inline script does before the app's bundle has arrived: starts the API
// reads of the page being opened (the table in early-reads.ts) with the kept access token,
// so that the data and the code come down together. The token goes only to the app's own
// /api, and only when the session will be restored from it at once (the rule of
// session.kept-token.ts: readable, not near its expiry, its holder kept beside it), since
// only then will the app's own calls carry that same token and adopt the reads.
import { holderOf } from '../adapters/browser/token-store.local-storage';
import { EARLY_READS_KEY, type StartedRead } from '../adapters/http/early-reads';
import { sessionInputOf } from '../machines/session.kept-token';
import { ACCESS_TOKEN_KEY, TOKEN_HOLDER_KEY } from '../ports/token-store.port';
import type { EarlyDocument } from './early-paint';
import { earlyReadsOf, type Painter } from './early-reads';

/** The part of `window` the bootstrap uses. */
export interface BootstrapWindow {
  readonly location: Pick<Location, 'origin' | 'pathname' | 'search'>;
  readonly localStorage: Pick<Storage, 'getItem'>;
  fetch(url: string, init: { headers: Record<string, string> }): Promise<Response>;
  /** Where a read's answer is painted into the page's frame (none: nothing is painted). */
  readonly document?: EarlyDocument;
}

/**
 * Paints a read's answer into the frame (early-paint.ts's paintedFrom). Passed in, not
 * imported: only the frames' bootstrap carries the painters, so index.html's stays small.
 */
export type PaintFrom = (
  doc: EarlyDocument,
  painter: Painter,
  response: Promise<Response>,
  now: Date,
) => Promise<Response>;

// As src/app/composition.ts: the API on the app's own origin.
const DEFAULT_API_URL = '/api';

/**
 * The API's base when it is this origin's /api, else null: an API elsewhere (VITE_API_URL
 * on another origin, `//host`, a path other than /api) is never sent the token from here.
 */
export function ownApiBase(origin: string, apiUrl: string): string | null {
  let base: URL;
  try {
    base = new URL(apiUrl, origin);
  } catch {
    return null;
  }
  const plain = base.username === '' && base.password === '' && base.search + base.hash === '';
  return base.origin === origin && plain && /^\/api\/?$/.test(base.pathname)
    ? `${origin}/api/`
    : null;
}

/**
 * The search as the router parses it (its default parseSearch: a value that reads as JSON
 * is that value, so `?page=2` is 2 and `?q=%221%22` the text "1"), without its code. Where
 * the two could differ (a key given twice), the read's URL differs from the loader's call
 * and is simply not adopted.
 */
export function searchOf(search: string): Record<string, unknown> {
  const parsed: Record<string, unknown> = {};
  for (const [name, value] of new URLSearchParams(search)) {
    try {
      parsed[name] = JSON.parse(value);
    } catch {
      parsed[name] = value;
    }
  }
  return parsed;
}

/**
 * Starts the page's early reads and leaves them on `win` for the app (none: nothing);
 * returns them (painted first, where `paint` is given).
 */
export function startEarlyReads(
  win: BootstrapWindow,
  apiUrl: string = DEFAULT_API_URL,
  now: Date = new Date(),
  paint?: PaintFrom,
): readonly StartedRead[] {
  const { origin, pathname, search } = win.location;
  const base = ownApiBase(origin, apiUrl);
  if (base === null) return [];
  const token = win.localStorage.getItem(ACCESS_TOKEN_KEY);
  const holder = () => holderOf(win.localStorage.getItem(TOKEN_HOLDER_KEY));
  const person = sessionInputOf({ get: () => token, holder }, now).restoreAs;
  if (!person || token === null) return [];
  const reads = earlyReadsOf(pathname, searchOf(search), person.email);
  const started: StartedRead[] = [];
  for (const { path, query, withToken, paints } of reads) {
    const url = new URL(path, base);
    url.search = new URLSearchParams(query).toString();
    // The path comes from the table with its parameters encoded; checked all the same.
    if (url.origin !== origin || !url.pathname.startsWith('/api/')) continue;
    const authorization = withToken ? `Bearer ${token}` : null;
    const headers: Record<string, string> = { Accept: 'application/json' };
    if (authorization !== null) headers['Authorization'] = authorization;
    const fetched = win.fetch(url.href, { headers });
    const response =
      paints && win.document && paint ? paint(win.document, paints, fetched, now) : fetched;
    // Unadopted, a failed read is nobody's error; adopted, ky sees it fail.
    response.catch(() => undefined);
    started.push({ url: url.href, authorization, response });
  }
  if (started.length > 0) Reflect.set(win, EARLY_READS_KEY, started);
  return started;
}
