// What every response gets at the edge: CORS for the web app only, security headers,
// and a cap on body size.
import type { MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { cors } from 'hono/cors';
import { secureHeaders } from 'hono/secure-headers';

const maxBodyKb = 100;
const OWN_BODY_LIMITS = new Set(['/images', '/tool/import']);

export function edgeGuards(webOrigins: readonly string[]): MiddlewareHandler[] {
  return [
    cors({
      origin: [...webOrigins],
      allowMethods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'],
      allowHeaders: ['Authorization', 'Content-Type'],
      maxAge: 600,
    }),
    secureHeaders({
      // The API serves JSON and images, never pages: nothing may run or frame it.
      contentSecurityPolicy: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] },
      // The web app on another origin shows the tool images in <img>.
      crossOriginResourcePolicy: 'cross-origin',
      // A route's own policy stands (an uploaded SVG gets a sandbox).
      overwrite: false,
    }),
    // An image upload and a catalogue import have their own, larger caps (tools.routes.ts).
    (c, next) =>
      c.req.method === 'POST' && OWN_BODY_LIMITS.has(c.req.path) ? next() : limit(c, next),
  ];
}

const limit = bodyLimit({
  maxSize: maxBodyKb * 1024,
  onError: (c) => c.json({ message: `The request body is larger than ${maxBodyKb} KB.` }, 413),
});
