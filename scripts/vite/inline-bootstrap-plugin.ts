// Builds the app's inline bootstrap (src/app/early-reads.inline.ts: the page's first API
// reads, started before the bundle arrives) and writes it into index.html as a classic
// inline script, so it runs as the HTML is parsed. It is bundled from TypeScript like the
// app (same .env, same VITE_* values) and minified; the servers of the build allow it by
// its sha256 hash (scripts/stack/inline-script-hashes.ts), never by 'unsafe-inline'.
// The frames that paint from their reads get a variant with the painters
// (src/app/early-reads.painting.inline.ts): the plugin leaves both in INLINE_BOOTSTRAPS_FILE
// for scripts/prerender.ts, which writes the variant into those frames in index.html's place.
import { resolve } from 'node:path';
import { build, type Plugin, type ResolvedConfig } from 'vite';

export const INLINE_BOOTSTRAP_ENTRY = 'src/app/early-reads.inline.ts';
export const PAINTING_BOOTSTRAP_ENTRY = 'src/app/early-reads.painting.inline.ts';
/** Where the build leaves both scripts' code, relative to its folder (not a page's asset). */
export const INLINE_BOOTSTRAPS_FILE = '.vite/inline-bootstraps.json';

export interface InlineBootstraps {
  /** index.html's: the reads only. */
  readonly reads: string;
  /** The painting frames': the reads and the painters. */
  readonly painting: string;
}

interface BootstrapBuild {
  readonly root: string;
  readonly mode: string;
  readonly envDir: string | false;
  /** The script's entry, relative to `root` (index.html's unless given). */
  readonly entry?: string;
}

/** The bootstrap's code, one minified IIFE, for a build of `root` in `mode`. */
export async function buildInlineBootstrap({
  root,
  mode,
  envDir,
  entry = INLINE_BOOTSTRAP_ENTRY,
}: BootstrapBuild) {
  const result = await build({
    configFile: false,
    root,
    mode,
    envDir,
    logLevel: 'silent',
    publicDir: false,
    build: {
      write: false,
      minify: true,
      // As old as the app's own target; the script runs before anything can polyfill.
      target: 'es2022',
      modulePreload: false,
      copyPublicDir: false,
      rolldownOptions: {
        input: resolve(root, entry),
        output: { format: 'iife' },
      },
    },
  });
  const outputs = Array.isArray(result) ? result : [result];
  const chunks = outputs.flatMap((output) => ('output' in output ? output.output : []));
  const code = chunks.flatMap((chunk) => (chunk.type === 'chunk' ? [chunk.code] : []));
  if (code.length !== 1) throw new Error(`The inline bootstrap built into ${code.length} chunks`);
  // A closing tag inside the script would end it early; the minifier never writes one.
  const text = (code[0] ?? '').trim();
  if (/<\/script/i.test(text)) throw new Error('The inline bootstrap holds "</script"');
  return text;
}

export function inlineBootstrap(): Plugin {
  let config: ResolvedConfig | undefined;
  let code: Promise<string> | undefined;
  let painting: Promise<string> | undefined;
  return {
    name: 'paintco:inline-bootstrap',
    configResolved(resolved) {
      config = resolved;
    },
    transformIndexHtml: {
      order: 'post',
      async handler() {
        if (config === undefined) return [];
        code ??= buildInlineBootstrap(config);
        return [{ tag: 'script', children: await code, injectTo: 'head' }];
      },
    },
    async generateBundle() {
      if (config === undefined || config.command !== 'build') return;
      code ??= buildInlineBootstrap(config);
      painting ??= buildInlineBootstrap({ ...config, entry: PAINTING_BOOTSTRAP_ENTRY });
      const bootstraps: InlineBootstraps = { reads: await code, painting: await painting };
      this.emitFile({
        type: 'asset',
        fileName: INLINE_BOOTSTRAPS_FILE,
        source: JSON.stringify(bootstraps),
      });
    },
  };
}
