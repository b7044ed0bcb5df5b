// "A path on this site": an address that a browser resolves on the page's own origin, never
// another host. It starts with one slash: a protocol-relative "//host" leaves the site, and
// so do "/\host" (browsers read a backslash as a slash) and "/\t/host" (URL parsing drops
// tabs and newlines), so backslashes and control characters are refused anywhere in it.

// eslint-disable-next-line no-control-regex
const UNSAFE_CHARACTER = /[\\\u0000-\u001f\u007f]/;

export function isSameSitePath(value: unknown): value is string {
  return (
    typeof value === 'string' &&
    value.startsWith('/') &&
    !value.startsWith('//') &&
    !UNSAFE_CHARACTER.test(value)
  );
}
