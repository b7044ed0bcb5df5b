// The OpenAPI document answers for the whole API: every route the app registers is in it,
// it is valid OpenAPI 3.1, every refusal code it names is one the API gives, and the
// reference page loads its script from the API itself.
import { Validator } from '@seriousme/openapi-schema-validator';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { API_CALL_GROUPS } from '../../../src/ports/calls/api-calls';
import type { AnyCall } from '../../../src/ports/calls/call';
import { createApp } from '../app';
import type { AppDeps } from '../app-deps';
import { refusalStatus } from '../../../src/application/refusals';
import { openApiPath } from './openapi-document';

// Only the routes are read: no request reaches a dependency.
const app = createApp({
  webOrigins: [],
  publicUrl: 'http://api.test',
  log: () => undefined,
  localPayments: {},
} as unknown as AppDeps);

const request = async (path: string) => {
  const response = await app.request(path);
  return { response, text: await response.text() };
};

describe('GET /openapi.json', () => {
  it('lists every route the app answers, with its method', async () => {
    const { text } = await request('/openapi.json');
    const document = JSON.parse(text) as { paths: Record<string, Record<string, unknown>> };
    const registered = app.routes
      .filter((route) => route.method !== 'ALL')
      .map((route) => `${route.method.toLowerCase()} ${openApiPath(route.path)}`);
    const documented = Object.entries(document.paths).flatMap(([path, operations]) =>
      Object.keys(operations).map((method) => `${method} ${path}`),
    );
    expect(new Set(documented)).toEqual(new Set(registered));
  });

  it('is a valid OpenAPI 3.1 document', async () => {
    const { text } = await request('/openapi.json');
    const validator = new Validator();
    const result = await validator.validate(
      JSON.parse(text) as Parameters<Validator['validate']>[0],
    );
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    expect((JSON.parse(text) as { openapi: string }).openapi).toBe('3.1.0');
  });

  it('declares the Idempotency-Key header on the calls that place an order or a shipment', async () => {
    const { text } = await request('/openapi.json');
    type Operation = { parameters?: { name: string; in: string; required: boolean }[] };
    const { paths } = JSON.parse(text) as { paths: Record<string, Record<string, Operation>> };
    const keyed = Object.entries(paths).flatMap(([path, operations]) =>
      Object.entries(operations)
        .filter(([, operation]) =>
          operation.parameters?.some((p) => p.name === 'Idempotency-Key' && p.in === 'header'),
        )
        .map(([method]) => `${method} ${path}`),
    );
    expect(keyed.sort()).toEqual(['post /checkout', 'post /order', 'post /order/{id}/shipments']);
  });

  it('names only refusal codes the API gives', () => {
    const calls = Object.values(API_CALL_GROUPS).flatMap((group) =>
      Object.values(group as Record<string, AnyCall>),
    );
    for (const code of new Set(calls.flatMap((c) => c.refusals ?? []))) {
      expect(refusalStatus(code), code).toBeGreaterThanOrEqual(400);
    }
  });
});

describe('GET /docs', () => {
  it("is Scalar's reference over the document, its script served by the API", async () => {
    const { response, text } = await request('/docs');
    expect(response.status).toBe(200);
    expect(text).toContain('data-url="openapi.json"');
    expect(response.headers.get('Content-Security-Policy')).toContain("script-src 'self'");
    const script = await request('/docs/scalar.js');
    expect(script.response.status).toBe(200);
    expect(script.text.length).toBeGreaterThan(100_000);
  });

  it('sends the script compressed to a browser that accepts it, the same script', async () => {
    const plain = Buffer.from(await (await app.request('/docs/scalar.js')).arrayBuffer());
    for (const [accepted, encoding, decode] of [
      ['gzip, deflate, br', 'br', brotliDecompressSync],
      ['gzip', 'gzip', gunzipSync],
    ] as const) {
      const response = await app.request('/docs/scalar.js', {
        headers: { 'Accept-Encoding': accepted },
      });
      expect(response.headers.get('Content-Encoding')).toBe(encoding);
      expect(response.headers.get('Vary')).toContain('Accept-Encoding');
      const sent = Buffer.from(await response.arrayBuffer());
      expect(sent.length).toBeLessThan(plain.length / 3);
      expect(decode(sent).equals(plain)).toBe(true);
    }
    const refused = await app.request('/docs/scalar.js', {
      headers: { 'Accept-Encoding': 'br;q=0, gzip;q=0' },
    });
    expect(refused.headers.get('Content-Encoding')).toBeNull();
  });
});
