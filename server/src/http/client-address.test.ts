import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { clientAddress } from './client-address';

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
