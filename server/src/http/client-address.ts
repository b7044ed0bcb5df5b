// Who is calling, by network address, for the per-address limits. Behind a reverse proxy
// (TRUST_PROXY=1) the socket is the proxy's, so the address the proxy appended last to
// X-Forwarded-For is used: entries before it are whatever the client chose to send.
import type { Context } from 'hono';
import { getConnInfo } from '@hono/node-server/conninfo';
import ipaddr from 'ipaddr.js';

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

/**
 * What a per-address limit counts an address against. An IPv6 subscriber is handed a whole
 * /64 and can send from each of its addresses in turn, so IPv6 counts by its /64; an IPv4
 * address (written as an IPv4-mapped IPv6 one too) counts as itself, in one spelling.
 * Anything that is not an address is counted as it came.
 */
export function addressNetwork(address: string | undefined): string | undefined {
  if (address === undefined || !ipaddr.isValid(address)) return address;
  const parsed = ipaddr.process(address);
  if (parsed.kind() === 'ipv4') return parsed.toString();
  const prefix = ipaddr.IPv6.networkAddressFromCIDR(`${parsed.toNormalizedString()}/64`);
  return `${prefix.toString()}/64`;
}
