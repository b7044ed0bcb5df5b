// The API's description: GET /openapi.json (OpenAPI 3.1, derived from the call table) and
// GET /docs, Scalar's interactive reference over it. Scalar's script is served from
// node_modules, never a CDN: the store runs offline too, and the page's own policy allows
// only what comes from here.
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { Hono } from 'hono';
import { openApiDocument } from '../openapi/openapi-document';

const scalarFile = createRequire(import.meta.url).resolve(
  '@scalar/api-reference/browser/standalone.js',
);

// Scalar injects its styles; it fetches the document and, when asked to, sends the calls.
const DOCS_POLICY = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "connect-src 'self'",
  "img-src 'self' data:",
  "font-src 'self' data:",
  "frame-ancestors 'none'",
  "base-uri 'none'",
].join('; ');

// Relative addresses: the same page works at /api/docs (through the web server or nginx)
// and at the API's own /docs. Scalar's default fonts would come from its CDN: not here.
const DOCS_PAGE = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>Paint tools store API</title>
  </head>
  <body>
    <script id="api-reference" data-url="openapi.json" data-configuration="{&quot;withDefaultFonts&quot;:false,&quot;agent&quot;:{&quot;disabled&quot;:true}}"></script>
    <script src="docs/scalar.js"></script>
  </body>
</html>
`;

interface Encoded {
  readonly br: Buffer;
  readonly gzip: Buffer;
  readonly identity: Buffer;
}

// The script is 3.5 MB as written: compressed once, on its first request, it goes out at a
// fraction of that. Brotli at a middle quality: level 11 would hold the first request for
// seconds.
async function encodedScalar(): Promise<Encoded> {
  const identity = await readFile(scalarFile);
  const [br, gzipped] = await Promise.all([
    promisify(brotliCompress)(identity, { params: { [constants.BROTLI_PARAM_QUALITY]: 6 } }),
    promisify(gzip)(identity),
  ]);
  return { br, gzip: gzipped, identity };
}

/** The best encoding the request accepts of those kept (q-values beyond 0 are not weighed). */
function encodingFor(accepted: string | undefined): keyof Encoded {
  const names = (accepted ?? '')
    .split(',')
    .map((part) => part.trim().toLowerCase())
    .filter((part) => !/;\s*q=0(\.0*)?$/.test(part))
    .map((part) => part.split(';')[0]);
  if (names.includes('br')) return 'br';
  if (names.includes('gzip')) return 'gzip';
  return 'identity';
}

export function apiDocsRoutes(publicUrl: string) {
  let documentJson: string | undefined;
  let scalar: Promise<Encoded> | undefined;
  // A failed read is not kept: the next request tries again.
  const loadScalar = () => {
    const loading = encodedScalar();
    loading.catch(() => {
      if (scalar === loading) scalar = undefined;
    });
    return loading;
  };
  return new Hono()
    .get('/openapi.json', (c) =>
      c.body((documentJson ??= JSON.stringify(openApiDocument(publicUrl))), 200, {
        'Content-Type': 'application/json; charset=UTF-8',
      }),
    )
    .get('/docs', (c) => c.html(DOCS_PAGE, 200, { 'Content-Security-Policy': DOCS_POLICY }))
    .get('/docs/scalar.js', async (c) => {
      const encoding = encodingFor(c.req.header('Accept-Encoding'));
      const body = (await (scalar ??= loadScalar()))[encoding];
      return c.body(new Uint8Array(body), 200, {
        'Content-Type': 'text/javascript; charset=UTF-8',
        'Cache-Control': 'public, max-age=3600',
        Vary: 'Accept-Encoding',
        ...(encoding === 'identity' ? {} : { 'Content-Encoding': encoding }),
      });
    });
}
