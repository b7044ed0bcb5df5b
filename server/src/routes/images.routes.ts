// GET /images/{file}: the demo tool illustrations in server/assets, read once at start.
import { readdirSync, readFileSync } from 'node:fs';
import { Hono } from 'hono';
import { fail } from '../http/problem';

const assetsDir = new URL('../../assets/', import.meta.url);
const imageFile = /^[a-z0-9-]+\.svg$/;

function loadImages(dir: URL): Map<string, Buffer> {
  const files = readdirSync(dir).filter((file) => imageFile.test(file));
  return new Map(files.map((file) => [file, readFileSync(new URL(file, dir))]));
}

export function imageRoutes(dir: URL = assetsDir) {
  const images = loadImages(dir);
  return new Hono().get('/images/:file', (c) => {
    const image = images.get(c.req.param('file'));
    if (!image) return fail(404, 'There is no such image.');
    return c.body(new Uint8Array(image), 200, {
      'Content-Type': 'image/svg+xml',
      'Cache-Control': 'public, max-age=86400',
    });
  });
}
