// POST /images and GET /images/{id} on PGlite and, with DATABASE_URL, PostgreSQL: an admin
// uploads an image that is accepted by its bytes, kept once under their SHA-256, served
// immutable with its type; anything else is a sentence and stores nothing.
import { readFileSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  IMAGE_TOO_LARGE,
  IMAGE_TOO_WIDE,
  MAX_IMAGE_BYTES,
  NOT_AN_IMAGE,
  SVG_UNREADABLE,
  SVG_WITH_SCRIPT,
} from '../../../src/domain/image-upload';
import type { Tool } from '../../../src/domain/tool';
import { setupRouteTest } from '../testing/setup-route-test';
import { adminOnly, aTool, publicUrl } from '../testing/test-app';
import { databaseKinds } from '../testing/test-database';

const PNG = new Uint8Array(
  readFileSync(new URL('../../../e2e/fixtures/orange-swatch.png', import.meta.url)),
);
const SVG = new TextEncoder().encode(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 4 4"><rect width="4" height="4"/></svg>',
);
const SCRIPTED_SVG = new TextEncoder().encode(
  '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
);
const svg = (body: string, attributes = '') =>
  new TextEncoder().encode(`<svg xmlns="http://www.w3.org/2000/svg"${attributes}>${body}</svg>`);
/** The swatch with its header saying 30000 × 30000 pixels. */
const HUGE_PNG = PNG.slice();
new DataView(HUGE_PNG.buffer).setUint32(16, 30000);
new DataView(HUGE_PNG.buffer).setUint32(20, 30000);

interface Uploaded {
  _id: string;
  url: string;
}

for (const { kind, skip } of databaseKinds) {
  describe.skipIf(skip)(`uploaded images on ${kind}`, () => {
    const t = setupRouteTest({}, kind);

    async function upload(bytes: Uint8Array, token = t.tokens.admin, type = 'image/png') {
      const headers: Record<string, string> = { 'Content-Type': type };
      if (token) headers['Authorization'] = `Bearer ${token}`;
      const response = await t.app.request('/images', {
        method: 'POST',
        headers,
        body: new Blob([bytes as Uint8Array<ArrayBuffer>]),
      });
      return { status: response.status, body: (await response.json()) as unknown };
    }
    const stored = async () =>
      (await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM images'))[0]?.n;

    it('keeps a PNG under its SHA-256 and serves it immutable, with its type', async () => {
      const answer = await upload(PNG);
      const sha = createHash('sha256').update(PNG).digest('hex');
      expect(answer).toEqual({
        status: 201,
        body: { _id: sha, url: `${publicUrl}/images/${sha}` },
      });
      const served = await t.app.request(`/images/${sha}`);
      expect(served.status).toBe(200);
      expect(new Uint8Array(await served.arrayBuffer())).toEqual(PNG);
      expect(Object.fromEntries(served.headers)).toMatchObject({
        'content-type': 'image/png',
        'cache-control': 'public, max-age=31536000, immutable',
        'x-content-type-options': 'nosniff',
      });
      // The same file again is the same image.
      expect((await upload(PNG)).body).toEqual(answer.body);
      expect(await stored()).toBe(1);
    });

    it('serves an SVG with a policy that forbids scripts', async () => {
      const { body } = await upload(SVG, t.tokens.admin, 'image/svg+xml');
      const served = await t.app.request(new URL((body as Uploaded).url).pathname);
      expect(served.headers.get('content-type')).toBe('image/svg+xml');
      expect(served.headers.get('content-security-policy')).toMatch(/sandbox/);
      expect(served.headers.get('content-security-policy')).toMatch(/default-src 'none'/);
    });

    it('goes by content, not by the declared type: a PNG sent as SVG is a PNG', async () => {
      const { body } = await upload(PNG, t.tokens.admin, 'image/svg+xml');
      const served = await t.app.request(new URL((body as Uploaded).url).pathname);
      expect(served.headers.get('content-type')).toBe('image/png');
      expect(served.headers.get('content-security-policy')).not.toMatch(/sandbox/);
    });

    it.each([
      ['text sent as a PNG', new TextEncoder().encode('not an image at all'), NOT_AN_IMAGE],
      ['an SVG with a script', SCRIPTED_SVG, SVG_WITH_SCRIPT],
      ['an empty body', new Uint8Array(0), expect.stringMatching(/empty/)],
      [
        'an SVG hiding javascript: in a reference',
        svg('<a href="&#106;avascript:x()"/>'),
        SVG_WITH_SCRIPT,
      ],
      ['a PNG declaring 30000 × 30000 pixels', HUGE_PNG, IMAGE_TOO_WIDE],
      ['an SVG of 10^8 × 10^8', svg('', ' width="100000000" height="100000000"'), IMAGE_TOO_WIDE],
      ['an SVG nested 150 deep', svg(`${'<g>'.repeat(150)}${'</g>'.repeat(150)}`), SVG_UNREADABLE],
    ])('refuses %s with a sentence, storing nothing', async (_, bytes, message) => {
      expect(await upload(bytes)).toEqual({
        status: 400,
        body: expect.objectContaining({ message }),
      });
      expect(await stored()).toBe(0);
    });

    it('refuses 2 MB and one byte with 413, and takes exactly 2 MB', async () => {
      const tooBig = new Uint8Array(MAX_IMAGE_BYTES + 1);
      tooBig.set(PNG);
      expect(await upload(tooBig)).toEqual({
        status: 413,
        body: expect.objectContaining({ message: IMAGE_TOO_LARGE }),
      });
      // Trailing bytes after IEND: still a PNG by its signature.
      expect((await upload(tooBig.subarray(0, MAX_IMAGE_BYTES))).status).toBe(201);
      expect(await stored()).toBe(1);
    });

    it.each(adminOnly(201))('lets %s upload with status %i', async (caller, status) => {
      expect((await upload(PNG, t.tokens[caller] ?? '')).status).toBe(status);
    });

    it('answers 404 for an image that is not there', async () => {
      expect((await t.app.request(`/images/${'0'.repeat(64)}`)).status).toBe(404);
      expect((await t.app.request('/images/nothing.png')).status).toBe(404);
    });

    it('lets a tool use the uploaded image, kept as a path of this API', async () => {
      const { body } = await upload(PNG);
      const { url } = body as Uploaded;
      const added = await t.call('POST', '/tool', {
        token: t.tokens.admin,
        body: { ...aTool, img: url },
      });
      const id = (added.body as { insertedId: string }).insertedId;
      expect((await t.deps.tools.findById(id))?.img).toBe(new URL(url).pathname);
      expect(((await t.call('GET', `/tool/${id}`)).body as Tool).img).toBe(url);
    });
  });
}
