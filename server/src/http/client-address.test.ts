import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { addressNetwork, clientAddress } from './client-address';

async function addressSeenBy(trustProxy: boolean, forwardedFor?: string): Promise<string> {
  const app = new Hono().get('/', (c) => c.text(clientAddress(trustProxy)(c) ?? 'unknown'));
  const headers: Record<string, string> = forwardedFor ? { 'X-Forwarded-For': forwardedFor } : {};
  const response = await app.request('/', { headers });
  return response.text();
}

describe('clientAddress', () => {
  it('behind a trusted proxy, takes the address the proxy appended last', async () => {
    expect(await addressSeenBy(true, '198.51.100.1, 203.0.113.9')).toBe('203.0.113.9');
  });

  it('never believes X-Forwarded-For without a trusted proxy', async () => {
    expect(await addressSeenBy(false, '203.0.113.9')).toBe('unknown');
  });

  it('has no address for an in-process call', async () => {
    expect(await addressSeenBy(true)).toBe('unknown');
  });
});

describe('addressNetwork', () => {
  it('counts an IPv4 address as itself, however it is written', () => {
    expect(addressNetwork('203.0.113.9')).toBe('203.0.113.9');
    expect(addressNetwork('::ffff:203.0.113.9')).toBe('203.0.113.9');
    expect(addressNetwork('::ffff:cb00:7109')).toBe('203.0.113.9');
  });

  it('counts an IPv6 address by its /64, in one spelling', () => {
    const network = '2001:db8:1:2::/64';
    expect(addressNetwork('2001:db8:1:2::1')).toBe(network);
    expect(addressNetwork('2001:0DB8:0001:0002:ffff:0:0:2')).toBe(network);
    expect(addressNetwork('2001:db8:1:3::1')).toBe('2001:db8:1:3::/64');
  });

  it('keeps what is not an address, and no address, as they are', () => {
    expect(addressNetwork('proxy-said-this')).toBe('proxy-said-this');
    expect(addressNetwork(undefined)).toBeUndefined();
  });
});
