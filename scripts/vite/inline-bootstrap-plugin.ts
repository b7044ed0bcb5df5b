// Builds the app's inline bootstrap (src/app/early-reads.inline.ts: the page's first API
// reads, started before the bundle arrives) and writes it into index.html as a classic
// inline script, so it runs as the HTML is parsed. It is bundled from TypeScript like the
// app (same .env, same VITE_* values) and minified; the servers of the build allow it by
// its sha256 hash (scripts/stack/inline-script-hashes.ts), never by 'unsafe-inline'.
import { resolve } from 'node:path';
import { build, type Plugin, type ResolvedConfig } from 'vite';

export const INLINE_BOOTSTRAP_ENTRY = 'src/app/early-reads.inline.ts';

interface BootstrapBuild {
  readonly root: string;
  readonly mode: string;
  readonly envDir: string | false;
}

/** The bootstrap's code, one minified IIFE, for a build of `root` in `mode`. */
export async function buildInlineBootstrap({ root, mode, envDir }: BootstrapBuild) {
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
        input: resolve(root, INLINE_BOOTSTRAP_ENTRY),
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
  };
}
