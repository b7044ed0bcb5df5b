// After `vite build`: renders the public pages to HTML (src/app/prerender.tsx) and writes
// them where the web server finds them (dist/index.html, dist/blogs/index.html, …), with
// their styles inlined so they paint without waiting for any file, and their scripts (with
// their route's) loaded once they have painted. The untouched page is kept as dist/app-shell.html for every other
// route, so a deep link to the dashboard never flashes the home page's content.
// A prerendered form keeps itself `inert` until the app takes it over (useAdopted); the
// rest of the page is read, and its links followed, at once.
import { copyFile, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, join, relative, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'vite';
import { routeAssets, type Manifest } from './prerender-assets';
import {
  NAME_SLOT_ELEMENT,
  paintsEarly,
  withFrame,
  withPaintingBootstrap,
} from './prerender-frame-page';
import { FRAMED_ROUTES, frameFile, samplePath, type FramedRoute } from './prerender-frames';
import { scriptsAfterFirstPaint } from './prerender-priority';
import { inlinedStyleTags } from './prerender-styles';
import { APP_SHELL } from './stack/web-headers';
import { INLINE_BOOTSTRAPS_FILE, type InlineBootstraps } from './vite/inline-bootstrap-plugin';

interface PrerenderedRoute {
  readonly path: string;
  readonly route: string;
}

const PAGES: readonly PrerenderedRoute[] = [
  { path: '/', route: 'src/app/routes/index.tsx' },
  { path: '/blogs', route: 'src/app/routes/blogs.tsx' },
  { path: '/portfolio', route: 'src/app/routes/portfolio.tsx' },
  { path: '/quote', route: 'src/app/routes/quote.tsx' },
  // Served for every search of the catalogue (the server reads no query): its form draws the
  // address's search once the app has adopted the page (catalogue-filters.tsx).
  { path: '/tools', route: 'src/app/routes/tools.tsx' },
];
const ROOT_ELEMENT = '<div id="root"></div>';
const STYLESHEET_LINK = /\s*<link rel="stylesheet"[^>]*>/g;

const root = resolve(import.meta.dirname, '..');
// `--out-dir <dir>`: a build made elsewhere than dist/ (npm run start:cluster makes its own).
const outDirArg = process.argv.indexOf('--out-dir');
const dist = resolve(root, outDirArg === -1 ? 'dist' : (process.argv[outDirArg + 1] ?? 'dist'));
// The server-side bundle, one folder per build, so two builds at once never share one.
const ssrOut = join(root, 'node_modules/.prerender', relative(root, dist).replaceAll('/', '_'));

/** What src/app/prerender.tsx gives for a path: its HTML, title and description. */
interface PrerenderedPage {
  readonly html: string;
  readonly head: { readonly title?: string; readonly description?: string };
}
interface Renderer {
  prerender(path: string): Promise<PrerenderedPage>;
  prerenderFrame(path: string, role: FramedRoute['role']): Promise<PrerenderedPage>;
  FRAME_NAME_SLOT: string;
}

async function loadRenderer(): Promise<Renderer> {
  await rm(ssrOut, { recursive: true, force: true });
  await build({
    root,
    logLevel: 'warn',
    build: {
      ssr: 'src/app/prerender.tsx',
      outDir: ssrOut,
      emptyOutDir: true,
      copyPublicDir: false,
      manifest: false,
    },
  });
  const entry = pathToFileURL(join(ssrOut, 'prerender.js')).href;
  return (await import(entry)) as Renderer;
}

async function headFor(
  manifest: Manifest,
  routeFiles: string | readonly string[],
  modules: readonly string[] = [],
): Promise<string> {
  const { css, scripts } = routeAssets(manifest, routeFiles, modules);
  const styles = await Promise.all(
    css.map(async (file) => ({ file, text: await readFile(join(dist, file), 'utf8') })),
  );
  return [
    ...inlinedStyleTags(styles),
    ...scripts.map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`),
  ].join('\n    ');
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The shell with the page's own title and description, where its route gives them. */
function withHead(shell: string, { title, description }: PrerenderedPage['head']): string {
  let page = shell;
  if (title !== undefined) {
    page = page.replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(title)}</title>`);
  }
  if (description !== undefined) {
    page = page.replace(
      /(<meta\s+name="description"\s+content=")[^"]*(")/,
      `$1${escapeHtml(description)}$2`,
    );
  }
  return page;
}

/**
 * A signed-in route's frame: the page as the app starts, its styles inlined, with the frame
 * in its root. The entry and the route's chunks are asked for once the frame has painted
 * (a frame later than from the head): fetched while the page was parsed, they counted
 * before its first paint in Lighthouse's model, so the frame painted at 2.3-2.9 s there.
 */
async function writeFrame(
  renderer: Renderer,
  shell: string,
  manifest: Manifest,
  bootstraps: InlineBootstraps,
  { route, role, routeFiles, modules }: FramedRoute,
) {
  const path = samplePath(route);
  const { html, head: pageHead } = await renderer.prerenderFrame(path, role);
  const head = await headFor(manifest, routeFiles, modules);
  const framed = paintsEarly(path) ? withPaintingBootstrap(shell, bootstraps) : shell;
  const page = scriptsAfterFirstPaint(
    withFrame(
      withHead(framed, pageHead)
        .replace(STYLESHEET_LINK, '')
        .replace('</head>', () => `    ${head}\n  </head>`),
      html.replaceAll(renderer.FRAME_NAME_SLOT, NAME_SLOT_ELEMENT),
    ),
  );
  const file = join(dist, frameFile(route));
  await mkdir(dirname(file), { recursive: true });
  await writeFile(file, page);
  console.log(`prerendered the frame of ${route} (${(page.length / 1024).toFixed(1)} KB of HTML)`);
}

async function main() {
  const renderer = await loadRenderer();
  const { prerender } = renderer;
  const shell = await readFile(join(dist, 'index.html'), 'utf8');
  if (!shell.includes(ROOT_ELEMENT)) throw new Error(`dist/index.html has no ${ROOT_ELEMENT}`);
  const manifest = JSON.parse(
    await readFile(join(dist, '.vite/manifest.json'), 'utf8'),
  ) as Manifest;
  await copyFile(join(dist, 'index.html'), join(dist, APP_SHELL));

  for (const { path, route } of PAGES) {
    const { html, head: pageHead } = await prerender(path);
    const head = await headFor(manifest, route);
    const page = scriptsAfterFirstPaint(
      withHead(shell, pageHead)
        .replace(STYLESHEET_LINK, '')
        .replace('</head>', `    ${head}\n  </head>`)
        .replace(ROOT_ELEMENT, `<div id="root">${html}</div>`),
    );
    const folder = join(dist, path);
    await mkdir(folder, { recursive: true });
    await writeFile(join(folder, 'index.html'), page);
    console.log(`prerendered ${path} (${(page.length / 1024).toFixed(1)} KB of HTML)`);
  }
  const bootstraps = JSON.parse(
    await readFile(join(dist, INLINE_BOOTSTRAPS_FILE), 'utf8'),
  ) as InlineBootstraps;
  for (const framed of FRAMED_ROUTES) {
    await writeFrame(renderer, shell, manifest, bootstraps, framed);
  }
}

await main();
