// An address on the web that an <img> may load: http or https, a host, nothing a browser
// would drop or rewrite on the way (spaces, control characters, backslashes).

export function isWebAddress(value: string): boolean {
  if (!/^https?:\/\/[^\s\\]+$/i.test(value)) return false;
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f]/.test(value)) return false;
  try {
    return new URL(value).hostname !== '';
  } catch {
    return false;
  }
}
