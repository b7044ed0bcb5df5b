// The address of a tool's public page, /tools/{slug}: its name, readable, then a piece of
// its id, so that two tools of one name never share a page and a renamed tool keeps its
// id's piece. The piece is the id's last SLUG_KEY_LENGTH letters and digits, longer only
// when an older tool's id ends the same way; a slug resolves to the oldest tool whose id
// ends with its piece, so a canonical slug always finds its own tool, and any longer piece
// of the same id (the whole id included) finds it too and is redirected.

/** Enough letters of a random id that two tools of a store almost never need more. */
export const SLUG_KEY_LENGTH = 8;
/** Names are cut (at a word) so addresses stay short. */
const MAX_NAME_PART = 60;

export interface SluggedTool {
  readonly _id: string;
  readonly name: string;
}

/** The name as a slug: lower case, accents dropped, words joined by single hyphens. */
export function nameSlug(name: string): string {
  const words = name
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]/u)
    .filter(Boolean);
  let slug = '';
  for (const word of words) {
    const next = slug === '' ? word : `${slug}-${word}`;
    if (next.length > MAX_NAME_PART) break;
    slug = next;
  }
  // A first word longer than the limit, or a name of symbols only.
  return slug === '' ? (words[0]?.slice(0, MAX_NAME_PART) ?? 'tool') : slug;
}

/** The id's letters and digits, lower case: what a slug's last part is cut from. */
const idKey = (id: string): string => id.toLowerCase().replace(/[^a-z0-9]/g, '');

/** Every ending of `key` a slug may carry (SLUG_KEY_LENGTH letters or more). */
const endingsOf = (key: string): string[] =>
  Array.from({ length: Math.max(0, key.length - SLUG_KEY_LENGTH + 1) }, (_, index) =>
    key.slice(index),
  );

/**
 * A path that always reaches the tool's page, whatever else the catalogue holds: its whole
 * id as the piece (the page answers with, or redirects to, the canonical slug).
 */
export const toolPagePath = (tool: SluggedTool): string =>
  `/tools/${encodeURIComponent(`${nameSlug(tool.name)}-${idKey(tool._id)}`)}`;

/** The path of a canonical slug. */
export const slugPath = (slug: string): string => `/tools/${encodeURIComponent(slug)}`;

export interface SlugMatch<T extends SluggedTool> {
  readonly tool: T;
  /** The tool's canonical slug: a request for any other slug is redirected to it. */
  readonly slug: string;
}

export interface SlugIndex<T extends SluggedTool> {
  /** The catalogue's tools, oldest first, each with its canonical slug. */
  readonly pages: readonly SlugMatch<T>[];
  /** The tool a slug names, with its canonical slug; undefined when none does. */
  find(slug: string): SlugMatch<T> | undefined;
}

/**
 * The slugs of a catalogue. `tools` must be in the order they were added (the oldest
 * first): a newer tool's piece grows until no older tool's id ends with it.
 */
export function slugIndex<T extends SluggedTool>(tools: readonly T[]): SlugIndex<T> {
  // Each ending, to the oldest tool whose id ends so.
  const byEnding = new Map<string, SlugMatch<T>>();
  const pages = tools.map((tool) => {
    const key = idKey(tool._id);
    const piece =
      endingsOf(key)
        .reverse()
        .find((ending) => !byEnding.has(ending)) ?? key;
    const page = { tool, slug: `${nameSlug(tool.name)}-${piece}` };
    for (const ending of endingsOf(key)) if (!byEnding.has(ending)) byEnding.set(ending, page);
    return page;
  });
  return {
    pages,
    find(slug) {
      const piece = /(?:^|-)([a-z0-9]+)$/.exec(slug)?.[1];
      // Stryker disable next-line ConditionalExpression: no ending is undefined, so get() answers undefined too
      return piece === undefined ? undefined : byEnding.get(piece);
    },
  };
}
