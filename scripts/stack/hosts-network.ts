// `npm run start:cluster -- --hosts`: each part of the store on a host of its own, made of
// Linux network namespaces (root only). Every host is a namespace with its own loopback and
// one address on a private /24, joined by a bridge in the launcher's namespace, which is the
// client's machine: the launcher, the browser or load generator, the Auth emulator (the
// browser reaches it on its own loopback, as the build says) and the mail catcher live there.
// Nothing but the bridge joins them, so the parts talk to each other only by address.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { join } from 'node:path';

/** Where --hosts writes its database's URL with the password made at its start (owner-only). */
export const databaseUrlFile = (dataDir: string) => join(dataDir, 'database-url');

export interface Host {
  /** The network namespace (`ip netns exec <name> …` runs a program on this host). */
  readonly namespace: string;
  readonly address: string;
}

export interface HostsNetwork {
  /** The launcher's own address on the network (the client's machine). */
  readonly client: string;
  readonly subnet: string;
  readonly database: Host;
  readonly proxy: Host;
  readonly apis: readonly Host[];
  /** Removes the namespaces and the bridge. */
  remove(): void;
}

function ip(args: readonly string[], options: { check?: boolean } = {}): boolean {
  const result = spawnSync('ip', args, { encoding: 'utf8' });
  if (result.status !== 0 && options.check !== false) {
    throw new Error(`ip ${args.join(' ')}: ${(result.stderr || result.stdout).trim()}`);
  }
  return result.status === 0;
}

/** A short tag of `dataDir`'s, so two clusters (the e2e tests', the bench's) never share names. */
export function networkTag(dataDir: string): { id: string; octet: number } {
  const digest = createHash('sha256').update(dataDir).digest();
  return { id: digest.toString('hex').slice(0, 4), octet: 100 + ((digest[2] ?? 0) % 150) };
}

/**
 * The names and addresses of the network of `dataDir`, before it is made: its bridge, and
 * its hosts in order (PostgreSQL's, nginx's, then the API processes'), .2, .3, … on its /24.
 */
export function hostsPlan(dataDir: string, apiCount: number) {
  const { id, octet } = networkTag(dataDir);
  const subnet = `10.213.${octet}`;
  const roles = ['db', 'proxy', ...Array.from({ length: apiCount }, (_, i) => `api${i + 1}`)];
  return {
    id,
    bridge: `ptbr${id}`,
    subnet,
    hosts: roles.map((role, i): Host => ({
      namespace: `pt${id}-${role}`,
      address: `${subnet}.${i + 2}`,
    })),
  };
}

/** Where nginx answers on the network of `dataDir` (a client can wait for it there). */
export const hostsStoreUrl = (dataDir: string, port: number) =>
  `http://${hostsPlan(dataDir, 0).hosts[1]?.address}:${port}`;

function existingNamespaces(): string[] {
  const listing = spawnSync('ip', ['netns', 'list'], { encoding: 'utf8' }).stdout ?? '';
  return listing
    .split('\n')
    .map((line) => line.split(' ')[0] ?? '')
    .filter((name) => name !== '');
}

function existingLinks(): string[] {
  const listing = spawnSync('ip', ['-o', 'link', 'show'], { encoding: 'utf8' }).stdout ?? '';
  return listing.split('\n').map((line) => /^\d+: ([^:@]+)/.exec(line)?.[1] ?? '');
}

/** The network of `id`, or what a launcher stopped abruptly left of it. */
function removeLeftovers(id: string): void {
  for (const name of existingNamespaces()) {
    if (name.startsWith(`pt${id}-`)) ip(['netns', 'delete', name], { check: false });
  }
  // A namespace goes once nothing holds it, so its veth's outer end may outlive it a while.
  for (const link of existingLinks()) {
    if (link.startsWith(`pt${id}v`)) ip(['link', 'delete', link], { check: false });
  }
  ip(['link', 'delete', `ptbr${id}`], { check: false });
}

/** Whether this machine lets us make namespaces (root, and a kernel that has them). */
export function canMakeHosts(): string | undefined {
  if (process.getuid?.() !== 0) return 'separate hosts need root (network namespaces)';
  const probe = `ptprobe${process.pid}`;
  if (!ip(['netns', 'add', probe], { check: false })) {
    return 'this machine does not allow network namespaces (ip netns add failed)';
  }
  ip(['netns', 'delete', probe], { check: false });
  return undefined;
}

/** Makes the hosts: PostgreSQL's, nginx's, and one per API process. */
export function createHostsNetwork(dataDir: string, apiCount: number): HostsNetwork {
  const { id, bridge, subnet, hosts } = hostsPlan(dataDir, apiCount);
  removeLeftovers(id);
  const client = `${subnet}.1`;
  ip(['link', 'add', bridge, 'type', 'bridge']);
  ip(['addr', 'add', `${client}/24`, 'dev', bridge]);
  ip(['link', 'set', bridge, 'up']);
  const made = hosts.map(({ namespace, address }, i): Host => {
    const outside = `pt${id}v${i}`;
    ip(['netns', 'add', namespace]);
    ip(['link', 'add', outside, 'type', 'veth', 'peer', 'name', 'eth0', 'netns', namespace]);
    ip(['link', 'set', outside, 'master', bridge, 'up']);
    ip(['-n', namespace, 'addr', 'add', `${address}/24`, 'dev', 'eth0']);
    ip(['-n', namespace, 'link', 'set', 'eth0', 'up']);
    ip(['-n', namespace, 'link', 'set', 'lo', 'up']);
    return { namespace, address };
  });
  const [database, proxy, ...apis] = made;
  if (database === undefined || proxy === undefined) throw new Error('no hosts were made');
  return {
    client,
    subnet: `${subnet}.0/24`,
    database,
    proxy,
    apis,
    remove: () => removeLeftovers(id),
  };
}

/** The command line that runs `program` on `host` (as it is, without one). */
export function onHost(
  host: Host | undefined,
  program: string,
  args: readonly string[],
): [string, string[]] {
  return host === undefined
    ? [program, [...args]]
    : ['ip', ['netns', 'exec', host.namespace, program, ...args]];
}
