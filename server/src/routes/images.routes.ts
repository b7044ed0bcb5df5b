// GET /images/{file}: the demo tool illustrations in server/assets, read once at start, and
// the images admins upload (POST /images, tools.routes.ts), kept in the database under their
// SHA-256.
import { readdirSync, readFileSync } from 'node:fs';
import { Hono } from 'hono';
import type { AppDeps } from '../app-deps';
import type { AppEnv } from '../http/app-env';
import { fail } from '../http/problem';

const assetsDir = new URL('../../assets/', import.meta.url);
const imageFile = /^[a-z0-9-]+\.svg$/;
const uploadedImage = /^[0-9a-f]{64}$/;

/** An image's address never shows anything else: the demo files, or a hash of the bytes. */
const IMMUTABLE = 'public, max-age=31536000, immutable';
// An SVG opened on its own may not run anything: no scripts, its own sandbox.
const SVG_POLICY = "default-src 'none'; style-src 'unsafe-inline'; img-src data:; sandbox";

function loadImages(dir: URL): Map<string, Buffer> {
  const files = readdirSync(dir).filter((file) => imageFile.test(file));
  return new Map(files.map((file) => [file, readFileSync(new URL(file, dir))]));
}

function imageHeaders(contentType: string, cacheControl: string): Record<string, string> {
  return {
    'Content-Type': contentType,
    'Cache-Control': cacheControl,
    'X-Content-Type-Options': 'nosniff',
    ...(contentType === 'image/svg+xml' ? { 'Content-Security-Policy': SVG_POLICY } : {}),
  };
}

export function imageRoutes(deps: Pick<AppDeps, 'images'>, dir: URL = assetsDir) {
  const images = loadImages(dir);
  return new Hono<AppEnv>().get('/images/:file', async (c) => {
    const file = c.req.param('file');
    const demo = images.get(file);
    // The demo files may be replaced by a new release under the same name: a day.
    if (demo) {
      return c.body(
        new Uint8Array(demo),
        200,
        imageHeaders('image/svg+xml', 'public, max-age=86400'),
      );
    }
    const uploaded = uploadedImage.test(file) ? await deps.images.find(file) : undefined;
    if (!uploaded) return fail(404, 'There is no such image.');
    return c.body(
      new Uint8Array(uploaded.bytes),
      200,
      imageHeaders(uploaded.contentType, IMMUTABLE),
    );
  });
}
