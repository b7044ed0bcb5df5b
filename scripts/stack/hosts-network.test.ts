import { describe, expect, it } from 'vitest';
import { hostsPlan, hostsStoreUrl, networkTag, onHost } from './hosts-network';

describe('the separate-hosts network', () => {
  it('gives two data folders (the e2e tests’ and the bench’s) names and addresses of their own', () => {
    const e2e = networkTag('/srv/store/.data/e2e-cluster');
    const bench = networkTag('/srv/store/.data/bench-cluster');
    expect(e2e.id).not.toBe(bench.id);
    expect(e2e).toEqual(networkTag('/srv/store/.data/e2e-cluster'));
    // Interface names are at most 15 characters: ptbr + the id, pt + the id + v + a number.
    expect(`ptbr${e2e.id}`.length).toBeLessThanOrEqual(15);
    expect(e2e.octet).toBeGreaterThanOrEqual(100);
    expect(e2e.octet).toBeLessThan(250);
  });

  it('tells where nginx will answer before the network is made (the e2e tests wait there)', () => {
    const dataDir = '/srv/store/.data/e2e-hosts';
    const { subnet, hosts } = hostsPlan(dataDir, 2);
    expect(hosts.map((host) => host.namespace.split('-')[1])).toEqual([
      'db',
      'proxy',
      'api1',
      'api2',
    ]);
    expect(hosts.map((host) => host.address)).toEqual([2, 3, 4, 5].map((n) => `${subnet}.${n}`));
    expect(hostsStoreUrl(dataDir, 8080)).toBe(`http://${hosts[1]?.address}:8080`);
  });

  it('runs a program on its host through ip netns exec, and as it is without one', () => {
    const host = { namespace: 'pt1a2b-api1', address: '10.213.120.4' };
    expect(onHost(host, '/usr/bin/node', ['main.ts'])).toEqual([
      'ip',
      ['netns', 'exec', 'pt1a2b-api1', '/usr/bin/node', 'main.ts'],
    ]);
    expect(onHost(undefined, '/usr/bin/node', ['main.ts'])).toEqual(['/usr/bin/node', ['main.ts']]);
  });
});
