// Who is calling, by network address, for the per-address limits. Behind a reverse proxy
// (TRUST_PROXY=1) the socket is the proxy's, so the address the proxy appended last to
// X-Forwarded-For is used: entries before it are whatever the client chose to send.
import type { Context } from 'hono';
import { getConnInfo } from '@hono/node-server/conninfo';

export type ClientAddress = (c: Context) => string | undefined;

function socketAddress(c: Context): string | undefined {
  try {
    return getConnInfo(c).remote.address;
  } catch {
    // No socket: the app was called in-process (app.request in tests).
    return undefined;
  }
}

export function clientAddress(trustProxy: boolean): ClientAddress {
  return (c) => {
    if (trustProxy) {
      const forwarded = c.req.header('X-Forwarded-For')?.split(',').at(-1)?.trim();
      if (forwarded) return forwarded;
    }
    return socketAddress(c);
  };
}
