// The HTTP adapter adopts a read the inline bootstrap started: the same GET with the same
// token, once, read exactly as its own request would have been; anything else goes out.
import { describe, expect, it, vi } from 'vitest';
import type { ApiPort } from '../../ports/api.port';
import type { TokenStore } from '../../ports/token-store.port';
import { createHttpApi } from './api.http';
import {
  adoptingFetch,
  EARLY_READ_LIFE_MS,
  EARLY_READS_KEY,
  takeStartedReads,
  type StartedRead,
} from './early-reads';

const BASE = 'https://shop.test/api';
const TOKEN = 'kept-token';
const EMAIL = 'ann@example.test';
const ORDERS_URL = `${BASE}/order?email=ann%40example.test`;

const tokens = (token: string | null): TokenStore => ({
  get: () => token,
  set: () => undefined,
  holder: () => null,
  setHolder: () => undefined,
  clear: () => undefined,
});

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** A read the bootstrap started, answered with `answer`. */
const started = (
  answer: () => Promise<Response>,
  url = ORDERS_URL,
  authorization: string | null = `Bearer ${TOKEN}`,
): StartedRead => ({ url, authorization, response: answer() });

/** The API over a network that answers `network`, with the bootstrap's `reads`. */
function apiWith(
  reads: StartedRead[],
  network: (request: Request) => Promise<Response>,
  options: { token?: string | null; pageAge?: number } = {},
) {
  const sent: Request[] = [];
  const fetch = adoptingFetch(
    reads,
    (input) => {
      const request = input as Request;
      sent.push(request);
      return network(request);
    },
    () => options.pageAge ?? 1_000,
  );
  const api: ApiPort = createHttpApi({
    baseUrl: BASE,
    tokens: tokens(options.token === undefined ? TOKEN : options.token),
    fetch,
    timeoutMs: 1_000,
  });
  return { api, sent };
}

const offline = () => Promise.reject(new TypeError('Failed to fetch'));

describe('adopting the early reads', () => {
  it('answers the same GET with the same token from the started read, once', async () => {
    const reads = [started(() => Promise.resolve(json([])))];
    const { api, sent } = apiWith(reads, () => Promise.resolve(json([])));

    expect(await api.listMyOrders(EMAIL)).toEqual({ ok: true, value: [] });
    expect(sent).toEqual([]);
    expect(reads).toEqual([]);
    // The next identical call is the page's own: it goes out.
    await api.listMyOrders(EMAIL);
    expect(sent.map((request) => request.url)).toEqual([ORDERS_URL]);
  });

  it.each([
    ['another token', started(() => Promise.resolve(json([])), ORDERS_URL, 'Bearer older-token')],
    ['no token', started(() => Promise.resolve(json([])), ORDERS_URL, null)],
    ['another query', started(() => Promise.resolve(json([])), `${BASE}/order?email=eve%40x.test`)],
    ['another path', started(() => Promise.resolve(json([])), `${BASE}/orders`)],
  ])('leaves a read started with %s and fetches', async (_, read) => {
    const reads = [read];
    const { api, sent } = apiWith(reads, () => Promise.resolve(json([])));
    await api.listMyOrders(EMAIL);
    expect(sent).toHaveLength(1);
    expect(reads).toEqual([read]);
  });

  it('forgets the reads when a write goes out (it may change what they read)', async () => {
    const reads = [started(() => Promise.resolve(json([{ stale: true }])))];
    const { api, sent } = apiWith(reads, (request) =>
      Promise.resolve(request.method === 'GET' ? json([]) : json({ insertedId: 'o-1' }, 201)),
    );
    await api.placeOrder({ toolId: 't', toolQty: 1, name: 'Ann', address: 'A', phone: '1' });
    expect(await api.listMyOrders(EMAIL)).toEqual({ ok: true, value: [] });
    expect(sent.map((request) => request.method)).toEqual(['POST', 'GET']);
  });

  it('does not use a read once the page is older than its life', async () => {
    const reads = [started(() => Promise.resolve(json([{ stale: true }])))];
    const { api, sent } = apiWith(reads, () => Promise.resolve(json([])), {
      pageAge: EARLY_READ_LIFE_MS + 1,
    });
    expect(await api.listMyOrders(EMAIL)).toEqual({ ok: true, value: [] });
    expect(sent).toHaveLength(1);
  });

  describe('a refused or failed early read answers as the call itself would', () => {
    const answers: [string, () => Promise<Response>][] = [
      ['a 401', () => Promise.resolve(json({ message: 'Sign in again', code: 'x' }, 401))],
      ['a 403', () => Promise.resolve(json({ message: 'Not yours' }, 403))],
      ['a 500', () => Promise.resolve(json({ message: 'Broken' }, 500))],
      ['a reply that is not JSON', () => Promise.resolve(new Response('<html>'))],
      ['a network failure', offline],
    ];
    it.each(answers)('%s', async (_, answer) => {
      const adopted = apiWith([started(answer)], offline);
      const own = apiWith([], answer);
      const result = await adopted.api.listMyOrders(EMAIL);
      expect(result.ok).toBe(false);
      expect(result).toEqual(await own.api.listMyOrders(EMAIL));
      // The started read was its first attempt; retries (after a network failure) go out.
      expect(adopted.sent).toHaveLength(own.sent.length - 1);
    });

    it('a 503 is retried over the network, as the call’s own would be', async () => {
      const network = vi.fn(() => Promise.resolve(json([])));
      const { api } = apiWith([started(() => Promise.resolve(json({}, 503)))], network);
      expect(await api.listMyOrders(EMAIL)).toEqual({ ok: true, value: [] });
      expect(network).toHaveBeenCalledTimes(1);
    });
  });
});

describe('taking the early reads from the page', () => {
  it('takes them once, and nothing else', () => {
    const read = started(() => Promise.resolve(json([])));
    const page = { [EARLY_READS_KEY]: [read] };
    expect(takeStartedReads(page)).toEqual([read]);
    expect(takeStartedReads(page)).toEqual([]);
    expect(takeStartedReads({ [EARLY_READS_KEY]: 'planted' })).toEqual([]);
  });
});
