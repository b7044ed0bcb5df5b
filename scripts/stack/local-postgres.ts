// A PostgreSQL server of Debian's package for `npm run start:cluster`, its data in a folder
// of the store's (initdb on first start, reused after), run in the foreground as a child the
// launcher stops. PostgreSQL refuses to run as root, so as root it runs as the postgres user
// (as scripts/start-test-postgres.sh does).
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { chownSync, existsSync, mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { onHost, type Host } from './hosts-network';

const BIN_ROOT = '/usr/lib/postgresql';
/** Where `npm run start:cluster` runs its PostgreSQL (db:backup and db:restore find it there). */
export const CLUSTER_POSTGRES_PORT = 55490;
const USER = 'postgres';

/** The bin folder of the newest PostgreSQL installed, or undefined. */
export function postgresBinDir(): string | undefined {
  if (!existsSync(BIN_ROOT)) return undefined;
  const versions = readdirSync(BIN_ROOT)
    .filter((name) => existsSync(join(BIN_ROOT, name, 'bin/postgres')))
    .sort((a, b) => Number(a) - Number(b));
  const newest = versions.at(-1);
  return newest === undefined ? undefined : join(BIN_ROOT, newest, 'bin');
}

const asRoot = () => process.getuid?.() === 0;

/** The command line that runs `program` as the user PostgreSQL runs as. */
export function asPostgresUser(program: string, args: readonly string[]): [string, string[]] {
  return asRoot() ? ['runuser', ['-u', USER, '--', program, ...args]] : [program, [...args]];
}

/** A folder of the server's (its data, socket, WAL archive), owned by the user it runs as. */
export function prepareBase(base: string): void {
  mkdirSync(base, { recursive: true, mode: 0o700 });
  if (!asRoot()) return;
  const user = spawnSync('id', ['-u', USER], { encoding: 'utf8' });
  const group = spawnSync('id', ['-g', USER], { encoding: 'utf8' });
  if (user.status !== 0) throw new Error(`there is no "${USER}" user: apt-get install postgresql`);
  chownSync(base, Number(user.stdout.trim()), Number(group.stdout.trim()));
}

/** Creates the database cluster under `base` on first start; true when it did. */
export function initPostgres(binDir: string, base: string): boolean {
  const data = join(base, 'data');
  if (existsSync(join(data, 'PG_VERSION'))) return false;
  prepareBase(base);
  const [program, args] = asPostgresUser(join(binDir, 'initdb'), [
    ...['-D', data, '-U', USER, '--auth=trust', '-E', 'UTF8', '--locale=C.UTF-8', '--no-sync'],
  ]);
  const result = spawnSync(program, args, { encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`initdb failed: ${result.stderr || result.stdout}`);
  return true;
}

/** Where the server copies each finished WAL segment (point-in-time recovery reads them). */
export const walArchiveDir = (base: string) => join(base, 'wal-archive');

/**
 * WAL archiving: every finished segment is copied to the archive (never over one already
 * there), and a segment is finished at least every minute, so a lost disk loses at most
 * that much of what a base backup and the archive cannot restore.
 */
function archiving(base: string): string[] {
  const archive = walArchiveDir(base);
  if (archive.includes("'")) throw new Error(`cannot archive WAL into ${archive}`);
  prepareBase(archive);
  return [
    ...['-c', 'wal_level=replica', '-c', 'archive_mode=on', '-c', 'archive_timeout=60'],
    ...['-c', `archive_command=test ! -f '${archive}/%f' && cp %p '${archive}/%f'`],
  ];
}

export interface PostgresPlacement {
  /** The host (hosts-network.ts) it runs on; this machine's namespace without one. */
  readonly host?: Host;
  /** Clients allowed in, with a password (scram-sha-256): `host` lines of pg_hba.conf. */
  readonly passwordFrom?: string;
}

/**
 * pg_hba.conf for a server on a host of its own: the socket (only the postgres user can
 * reach its folder) without a password, for queries and for `npm run db:backup`'s
 * replication connection, and the network's clients with one, nobody else.
 */
function passwordOnly(base: string, subnet: string): string[] {
  const file = join(base, 'pg_hba.hosts.conf');
  const lines = [
    'local all all trust',
    'local replication all trust',
    `host all all ${subnet} scram-sha-256`,
  ];
  writeFileSync(file, [...lines, ''].join('\n'));
  return ['-c', `hba_file=${file}`, '-c', 'password_encryption=scram-sha-256'];
}

/**
 * The server in the foreground (SIGINT: fast shutdown; SIGQUIT: immediate), on
 * 127.0.0.1:`port` only, or on its host's address, or (`socketOnly`) on its socket in `base`
 * only; `archive`: with WAL archiving (walArchiveDir).
 */
export function spawnPostgres(
  binDir: string,
  base: string,
  port: number,
  options: { archive?: boolean; socketOnly?: boolean } & PostgresPlacement = {},
): ChildProcess {
  const listen = options.socketOnly ? '' : (options.host?.address ?? '127.0.0.1');
  const [user, userArgs] = asPostgresUser(join(binDir, 'postgres'), [
    ...['-D', join(base, 'data'), '-p', String(port), '-k', base],
    ...['-c', `listen_addresses=${listen}`],
    ...(options.passwordFrom === undefined ? [] : passwordOnly(base, options.passwordFrom)),
    ...(options.archive ? archiving(base) : []),
    // Statements per request (npm run bench:cluster); CREATE EXTENSION makes it readable.
    ...['-c', 'shared_preload_libraries=pg_stat_statements'],
  ]);
  const [program, args] = onHost(options.host, user, userArgs);
  return spawn(program, args, { detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
}

export const postgresUrl = (port: number) => `postgres://${USER}@127.0.0.1:${port}/postgres`;

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Waits until the server accepts connections (pg_isready), or throws. `host`: where to ask,
 * 127.0.0.1 or the folder of its socket.
 */
export async function waitForPostgres(
  binDir: string,
  port: number,
  stillRunning: () => boolean,
  timeoutMs = 30_000,
  host = '127.0.0.1',
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (!stillRunning()) throw new Error('PostgreSQL stopped before it accepted connections');
    const ready = spawnSync(join(binDir, 'pg_isready'), ['-q', '-h', host, '-p', `${port}`]);
    if (ready.status === 0) return;
    await pause(100);
  }
  throw new Error(`PostgreSQL did not accept connections within ${timeoutMs / 1000} s`);
}

/**
 * Gives the postgres role a new password (over the server's socket, the password on psql's
 * standard input, never on a command line), and answers the URL that connects with it to
 * the server at `address`.
 */
export function setPostgresPassword(
  binDir: string,
  base: string,
  port: number,
  address: string,
  password: string,
): string {
  if (!/^[A-Za-z0-9_-]+$/.test(password)) throw new Error('the password must be URL-safe');
  const [program, args] = asPostgresUser(join(binDir, 'psql'), [
    ...[
      '-h',
      base,
      '-p',
      String(port),
      '-U',
      USER,
      '-d',
      'postgres',
      '-v',
      'ON_ERROR_STOP=1',
      '-q',
    ],
  ]);
  const result = spawnSync(program, args, {
    input: `ALTER ROLE ${USER} PASSWORD '${password}';\n`,
    encoding: 'utf8',
  });
  if (result.status !== 0) throw new Error(`could not set the password: ${result.stderr}`);
  return `postgres://${USER}:${password}@${address}:${port}/postgres`;
}
