// Whether a build of the web app is up to date: a hash of everything the build reads (the
// app's sources, public/, the build's configuration, the lock file, the VITE_* settings) is
// kept beside the build, so `npm run start:cluster` builds again only when one changed, and
// `npm start` with REUSE_BUILD=1 serves `npm run build`'s dist/ when it is current.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** What the build reads, relative to the root: folders are read whole. */
export const BUILD_INPUTS = [
  'src',
  'public',
  'index.html',
  'vite.config.ts',
  'tsconfig.json',
  'tsconfig.app.json',
  'tsconfig.base.json',
  'package-lock.json',
  'scripts/prerender.ts',
  'scripts/prerender-assets.ts',
  'scripts/prerender-frame-page.ts',
  'scripts/prerender-frames.ts',
  'scripts/prerender-priority.ts',
  'scripts/prerender-styles.ts',
  'scripts/stack/app-routes.ts',
  'scripts/stack/web-headers.ts',
  'scripts/vite',
  '.env',
  '.env.production',
  '.env.local',
  '.env.production.local',
];

const STAMP = '.build-stamp';

function filesOf(root: string, input: string): string[] {
  const path = join(root, input);
  if (!existsSync(path)) return [];
  if (!statSync(path).isDirectory()) return [input];
  return readdirSync(path, { recursive: true, encoding: 'utf8' })
    .map((file) => join(input, file))
    .filter((file) => statSync(join(root, file)).isFile());
}

/** The hash of the build's inputs under `root`, with the VITE_* values of `env`. */
export function buildInputsHash(root: string, env: Readonly<Record<string, string | undefined>>) {
  const hash = createHash('sha256');
  const files = BUILD_INPUTS.flatMap((input) => filesOf(root, input)).sort();
  for (const file of files) hash.update(`${file}\0`).update(readFileSync(join(root, file)));
  const settings = Object.entries(env)
    .filter(([name]) => name.startsWith('VITE_'))
    .sort(([a], [b]) => a.localeCompare(b));
  hash.update(JSON.stringify(settings));
  return hash.digest('hex');
}

/** True when the build in `outDir` was made from inputs whose hash is `hash`. */
export function buildIsCurrent(outDir: string, hash: string): boolean {
  try {
    return readFileSync(join(outDir, STAMP), 'utf8') === hash;
  } catch {
    return false;
  }
}

/** Marks the build in `outDir` as made from `hash` (after it succeeded). */
export function stampBuild(outDir: string, hash: string): void {
  writeFileSync(join(outDir, STAMP), hash);
}
