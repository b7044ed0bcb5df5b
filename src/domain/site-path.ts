// "A path on this site": an address that a browser resolves on the page's own origin, never
// another host. A protocol-relative "//host" leaves it, and so do "/\host" (browsers read a
// backslash as a slash) and "/\t/host" (URL parsing drops tabs and newlines).

const BASE = 'https://this.site.invalid';

/** Backslashes, and the control characters URL parsing drops or refuses. */
const hasUnsafeCharacter = (value: string): boolean =>
  [...value].some((char) => char === '\\' || char.charCodeAt(0) < 0x20 || char === '\u007f');

export function isSameSitePath(value: unknown): value is string {
  if (typeof value !== 'string') return false;
  if (!value.startsWith('/') || value.startsWith('//') || hasUnsafeCharacter(value)) {
    return false;
  }
  try {
    return new URL(value, BASE).origin === BASE;
  } catch {
    return false;
  }
}
