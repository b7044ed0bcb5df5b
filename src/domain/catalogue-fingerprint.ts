// The catalogue's fingerprint: a catalogue import checks its rows against the tools as they
// are, and applies them only to that same catalogue. Any change since (a sale taking stock,
// an edit, a tool added or deleted) gives another fingerprint, so the import is refused
// rather than writing stock or prices over what changed. Not a secret: a 106-bit hash of
// every field a tool has, in the order of their ids.
import type { Tool } from './tool';

/** cyrb53 (public domain): a fast 53-bit string hash, with a seed for a second, independent one. */
function hash53(text: string, seed: number): number {
  let h1 = 0xdeadbeef ^ seed;
  let h2 = 0x41c6ce57 ^ seed;
  for (let i = 0; i < text.length; i += 1) {
    const code = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ code, 2654435761);
    h2 = Math.imul(h2 ^ code, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return 4294967296 * (2097151 & h2) + (h1 >>> 0);
}

/** Every stored field, absent ones at their defaults: two stores that agree agree here. */
const fieldsOf = (tool: Tool): unknown[] => [
  tool._id,
  tool.partNumber ?? '',
  tool.name,
  tool.description,
  tool.img,
  tool.price,
  tool.minQty,
  tool.availableQty,
  tool.packSize ?? 1,
  tool.maxPerOrder ?? 0,
  tool.lowStockThreshold ?? 0,
  tool.tiers ?? [],
];

export function catalogueFingerprint(tools: readonly Tool[]): string {
  const text = JSON.stringify(
    [...tools].sort((a, b) => (a._id < b._id ? -1 : a._id > b._id ? 1 : 0)).map(fieldsOf),
  );
  return [hash53(text, 1), hash53(text, 2)].map((n) => n.toString(16).padStart(14, '0')).join('');
}
