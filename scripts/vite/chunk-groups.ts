// The lazy chunks the build makes of several modules each (vite.config.ts), and which chunk
// a module went to: the frames preload a module's chunk by it (prerender-assets.ts), since
// the build's manifest names such a chunk, not the modules in it.

export interface ChunkGroup {
  /** The chunk's name, as the manifest gives it. */
  readonly name: string;
  /** The ids (absolute paths) of the modules it holds, and of what they import. */
  readonly test: RegExp;
}

const SEP = String.raw`[\\/]`;
const anyOf = (...paths: string[]) =>
  new RegExp(`${SEP}(?:${paths.map((path) => path.replaceAll('/', SEP)).join('|')})`);

export const CHUNK_GROUPS: readonly ChunkGroup[] = [
  // What every signed-in page loads on arrival: the session (XState), the HTTP adapter's
  // transport, its error mapping and the account's calls. Fifteen files of 1-10 KB were
  // fifteen requests, six at a time, before such a page could draw its data.
  {
    name: 'signed-in',
    test: anyOf(
      'node_modules/xstate/',
      'node_modules/@xstate/react/',
      String.raw`src/machines/session\.`,
      String.raw`src/adapters/http/(?:ky-exchange|api-errors|account-api\.http)\.`,
    ),
  },
  // The loading, failed and retry faces that the pages with data share, the public
  // catalogue's among them (so not in the chunk above), and the frames' early slots (a chunk
  // of their own added two names to the entry's list of chunks, over the home page's budget).
  {
    name: 'load-states',
    test: anyOf(
      String.raw`src/ui/data/load-view\.`,
      String.raw`src/ui/errors/describe-error\.`,
      'src/ui/components/error-state/',
      'src/ui/components/early-slot/',
      String.raw`src/app/routes/-load-states\.`,
    ),
  },
  // Radix's dialog, loaded when a dialog first opens (src/ui/components/dialog/radix-dialog.ts):
  // named, so that a test can tell that a page loaded without it.
  { name: 'radix-dialog', test: anyOf('node_modules/@radix-ui/react-dialog/') },
];

/** The group whose chunk holds the module at `path` (relative to the project), if any. */
export const chunkGroupOf = (path: string): ChunkGroup | undefined =>
  CHUNK_GROUPS.find(({ test }) => test.test(`/${path}`));
