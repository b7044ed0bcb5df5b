// What a page drawn by the app (not prerendered) loads besides the first load: the chunks
// of the modules it fetches on arrival (its routes' split components, the session, the
// identity provider, its machine) and every chunk those import statically, read from
// Vite's build manifest.
import { groupChunkKey, type Manifest } from '../prerender-assets';

/**
 * The files (dist-relative) of the manifest entries whose key contains one of `modules`,
 * or of the chunk its group's modules went to (vite.config.ts), with their static imports,
 * leaving out `loaded` (the first load's). A module that no entry names is an error: the page's list is out of date with the code.
 */
export function pageChunks(
  manifest: Manifest,
  modules: readonly string[],
  loaded: ReadonlySet<string>,
): string[] {
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const module of modules) {
    const grouped = groupChunkKey(manifest, module);
    const keys = Object.keys(manifest).filter((key) => key.includes(module));
    if (grouped !== undefined) keys.push(grouped);
    if (keys.length === 0) throw new Error(`No chunk of ${module} in the build's manifest`);
    for (const key of keys) visit(key);
  }
  return [...files].filter((file) => !loaded.has(`/${file}`));
}
