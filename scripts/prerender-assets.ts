// What a prerendered page needs besides its HTML: the styles and scripts of its route's
// lazy chunks, read from Vite's build manifest. Without the styles the page would show
// unstyled until its chunk loads, and then shift.
import { chunkGroupOf } from './vite/chunk-groups';

export interface ManifestChunk {
  file: string;
  /** The chunk's name: a group's (vite.config.ts) for a chunk of several modules. */
  name?: string;
  css?: string[];
  imports?: string[];
  isEntry?: boolean;
}
export type Manifest = Readonly<Record<string, ManifestChunk>>;

export interface RouteAssets {
  /** Stylesheets (dist-relative), the entry's first. */
  readonly css: string[];
  /** Lazy scripts of the route to preload (dist-relative), excluding the entry's own. */
  readonly scripts: string[];
}

/**
 * The assets of the entry plus every split chunk of the route file(s) and what they import,
 * and those of `modules` (source paths of modules the page imports on its way).
 */
export function routeAssets(
  manifest: Manifest,
  routeFiles: string | readonly string[],
  modules: readonly string[] = [],
): RouteAssets {
  const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  const css = new Set<string>(entryKey ? (manifest[entryKey]?.css ?? []) : []);
  const scripts = new Set<string>();
  // The entry and what it imports are in the page's head already.
  const seen = new Set<string>(entryKey ? [entryKey, ...(manifest[entryKey]?.imports ?? [])] : []);
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) return;
    for (const file of chunk.css ?? []) css.add(file);
    scripts.add(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const routeFile of typeof routeFiles === 'string' ? [routeFiles] : routeFiles) {
    for (const key of Object.keys(manifest)) {
      if (key.startsWith(`${routeFile}?tsr-split=component`)) visit(key);
    }
  }
  for (const key of modules) visit(moduleChunkKey(manifest, key));
  return { css: [...css], scripts: [...scripts] };
}

/** The manifest's key of the chunk the build put the module at `path` in with others, if any. */
export function groupChunkKey(manifest: Manifest, path: string): string | undefined {
  const group = chunkGroupOf(path);
  if (group === undefined) return undefined;
  return Object.keys(manifest).find(
    (key) => manifest[key]?.name === group.name && !manifest[key]?.isEntry,
  );
}

/**
 * The manifest's key of the chunk holding the module at `path`: its own, or its group's
 * (the manifest names no module of a chunk of several). A module in neither would be
 * silently left out of the page's preloads: an error.
 */
function moduleChunkKey(manifest: Manifest, path: string): string {
  if (manifest[path]) return path;
  const key = groupChunkKey(manifest, path);
  if (key === undefined) throw new Error(`The build has no chunk of ${path} to preload`);
  return key;
}
