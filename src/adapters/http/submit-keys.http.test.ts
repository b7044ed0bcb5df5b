// The Idempotency-Key the web app sends when it places an order (submit-keys.ts): the
// header the server receives over HTTP, submit after submit.
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Order } from '../../domain/order';
import type { TokenStore } from '../../ports/token-store.port';
import { createHttpApi } from './api.http';

const BASE = 'http://api.test';
const TOOL_ID = '6f1c2a8e-2d4b-4c1e-9a57-0b3c9d2e4f10';
const ORDER_ID = '0c9e7b1a-5f3d-4e2b-8a6c-1d2e3f4a5b6c';

const order = {
  toolId: TOOL_ID,
  toolQty: 12,
  name: 'Ann Painter',
  email: 'ann@example.test',
  address: '1 Canvas Road',
  phone: '+1 555 0100',
};
const checkout = {
  lines: [{ toolId: TOOL_ID, qty: 12 }],
  name: 'Ann Painter',
  address: '1 Canvas Road',
  phone: '+1 555 0100',
};
const placed: Order = {
  _id: ORDER_ID,
  number: 1001,
  createdAt: '2026-06-15T11:00:00.000Z',
  toolId: TOOL_ID,
  toolName: 'Angled sash brush',
  toolQty: 12,
  toolPrice: 84,
  toolImg: '/images/tools/sash-brush.webp',
  lines: [
    {
      toolId: TOOL_ID,
      toolName: 'Angled sash brush',
      toolImg: '/images/tools/sash-brush.webp',
      qty: 12,
      unitPrice: 7,
      total: 84,
    },
  ],
  name: 'Ann Painter',
  email: 'ann@example.test',
  address: '1 Canvas Road',
  phone: '+1 555 0100',
  paid: false,
  status: 'unpaid',
};

const tokens: TokenStore = {
  get: () => 'api-access-token',
  set: () => undefined,
  holder: () => null,
  setHolder: () => undefined,
  clear: () => undefined,
};

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

type Answer = 'network failure' | 503 | 409 | 201;

/** Answers `path` with `answers` in turn; returns each request's Idempotency-Key. */
function answerInTurn(path: string, reply: object, answers: Answer[]): (string | null)[] {
  const keys: (string | null)[] = [];
  server.use(
    http.post(`${BASE}${path}`, ({ request }) => {
      keys.push(request.headers.get('Idempotency-Key'));
      const answer = answers[keys.length - 1];
      if (answer === 'network failure') return HttpResponse.error();
      if (answer === 201) return HttpResponse.json(reply, { status: 201 });
      return HttpResponse.json({ message: 'Not now.' }, { status: answer ?? 500 });
    }),
  );
  return keys;
}

describe('the Idempotency-Key of placing an order', () => {
  it('is the same on a retry after a network failure, and new for the next order', async () => {
    const api = createHttpApi({ baseUrl: BASE, tokens });
    const keys = answerInTurn('/order', { insertedId: ORDER_ID }, ['network failure', 201, 201]);
    expect(await api.placeOrder(order)).toEqual({ ok: false, error: { kind: 'network' } });
    expect(await api.placeOrder(order)).toEqual({ ok: true, value: { insertedId: ORDER_ID } });
    // The same form, submitted again once placed: another order.
    expect((await api.placeOrder(order)).ok).toBe(true);
    expect(keys[0]).toMatch(/^[\x21-\x7e]{16,200}$/);
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).not.toBe(keys[0]);
  });

  it('is the same on a retry of a checkout the store failed, new once refused', async () => {
    const api = createHttpApi({ baseUrl: BASE, tokens });
    const keys = answerInTurn('/checkout', placed, [503, 'network failure', 409, 201]);
    expect((await api.checkOut(checkout)).ok).toBe(false);
    expect((await api.checkOut(checkout)).ok).toBe(false);
    // Refused: nothing was placed, and the next submit is a new one.
    expect((await api.checkOut(checkout)).ok).toBe(false);
    expect(await api.checkOut(checkout)).toEqual({ ok: true, value: placed });
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).toBe(keys[0]);
    expect(keys[3]).not.toBe(keys[0]);
  });

  it('is new for a different order, even after a failure', async () => {
    const api = createHttpApi({ baseUrl: BASE, tokens });
    const keys = answerInTurn('/order', { insertedId: ORDER_ID }, ['network failure', 201]);
    await api.placeOrder(order);
    await api.placeOrder({ ...order, toolQty: 13 });
    expect(keys[1]).not.toBe(keys[0]);
  });

  it("sends the caller's own key as given", async () => {
    const api = createHttpApi({ baseUrl: BASE, tokens });
    const keys = answerInTurn('/order', { insertedId: ORDER_ID }, [201]);
    await api.placeOrder(order, 'key-of-the-caller');
    expect(keys).toEqual(['key-of-the-caller']);
  });
});
