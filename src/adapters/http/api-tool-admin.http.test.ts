// The image upload over HTTP: the file itself is the body, with its own type and the token.
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, expect, it } from 'vitest';
import { TokenStoreInMemory } from '../memory/token-store.in-memory';
import { createHttpApi } from './api.http';

const BASE = 'http://api.test';
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const uploaded = { _id: 'a'.repeat(64), url: `${BASE}/images/${'a'.repeat(64)}` };

it('uploadImage: POST /images with the file as the body', async () => {
  const received: { type: string | null; auth: string | null; bytes: number[] }[] = [];
  server.use(
    http.post(`${BASE}/images`, async ({ request }) => {
      received.push({
        type: request.headers.get('content-type'),
        auth: request.headers.get('authorization'),
        bytes: [...new Uint8Array(await request.arrayBuffer())],
      });
      return HttpResponse.json(uploaded, { status: 201 });
    }),
  );
  const api = createHttpApi({ baseUrl: BASE, tokens: new TokenStoreInMemory('token-1') });
  const file = new Blob([new Uint8Array([137, 80, 78, 71])], { type: 'image/png' });
  expect(await api.uploadImage(file)).toEqual({ ok: true, value: uploaded });
  expect(received).toEqual([
    { type: 'image/png', auth: 'Bearer token-1', bytes: [137, 80, 78, 71] },
  ]);
});

it('uploadImage: a refusal of the file comes back with its sentence', async () => {
  server.use(
    http.post(`${BASE}/images`, () =>
      HttpResponse.json(
        { message: 'That image is larger than 2 MB. Choose a smaller one.' },
        { status: 413 },
      ),
    ),
  );
  const api = createHttpApi({ baseUrl: BASE, tokens: new TokenStoreInMemory('token-1') });
  expect(await api.uploadImage(new Blob(['x']))).toMatchObject({
    ok: false,
    error: {
      kind: 'invalid',
      status: 413,
      message: 'That image is larger than 2 MB. Choose a smaller one.',
    },
  });
});
