// An address on the web that an <img> may load: http or https with a host, and nothing a
// browser would drop or rewrite on the way (spaces, control characters, backslashes).

// eslint-disable-next-line no-control-regex
const WEB_ADDRESS = /^https?:\/\/[^\s\\\u0000-\u001f\u007f]+$/i;

/** Whether URL parsing takes it (a host it can read). */
function parses(value: string): boolean {
  try {
    new URL(value);
    return true;
  } catch {
    return false;
  }
}

export const isWebAddress = (value: string): boolean => WEB_ADDRESS.test(value) && parses(value);
