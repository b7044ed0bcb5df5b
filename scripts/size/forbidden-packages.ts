// Packages that must never be in the home page's first load (issue 5): they are loaded
// only on the pages that use them.
export const FORBIDDEN_PACKAGES = [
  'firebase',
  '@firebase',
  '@stripe',
  'stripe',
  'react-toastify',
  '@radix-ui',
  'uplot',
] as const;

/** The npm package a source path of a source map belongs to, if any (the innermost one). */
export function packageOf(source: string): string | undefined {
  const parts = source.split('node_modules/');
  if (parts.length < 2) return undefined;
  return /^((?:@[^/]+\/)?[^/]+)/.exec(parts[parts.length - 1] ?? '')?.[1];
}

/** The forbidden packages among the sources of a chunk (`@radix-ui/react-dialog` → `@radix-ui`). */
export function forbiddenIn(sources: readonly string[]): string[] {
  const found = new Set<string>();
  for (const source of sources) {
    const name = packageOf(source);
    if (!name) continue;
    const scope = name.startsWith('@') ? name.split('/')[0] : undefined;
    for (const forbidden of FORBIDDEN_PACKAGES) {
      if (name === forbidden || scope === forbidden) found.add(forbidden);
    }
  }
  return [...found].sort();
}
