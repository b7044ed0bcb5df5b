// A request path as the log may show it: e-mail addresses masked (they identify a person,
// and logs are kept and shared longer than the data they describe) and control characters
// escaped, so a path such as /tool%0Afake cannot forge a second log line.

// An e-mail's @ as it may arrive: plain, percent-encoded, or encoded twice.
const AT = /^(.*)(?:@|%40|%2540)(.*)$/is;
// Hono decodes the path, so %0A arrives as a real line feed.
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f]/g;

/** `ann@example.com` → `a***@example.com`: enough to tell people apart, never the address. */
function maskSegment(segment: string): string {
  const email = AT.exec(segment);
  if (!email) return segment;
  // Up to the last @, so `x@ann@example.com` shows nothing of ann either.
  const [, local = '', domain = ''] = email;
  const first = /^[a-z0-9]/i.test(local) ? local.charAt(0) : '';
  return `${first}***@${domain}`;
}

const escapeControl = (character: string) =>
  `%${character.charCodeAt(0).toString(16).toUpperCase().padStart(2, '0')}`;

export function loggedPath(path: string): string {
  return path.split('/').map(maskSegment).join('/').replace(CONTROL, escapeControl);
}
