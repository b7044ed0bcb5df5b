// Base backups and point-in-time recovery of the cluster's PostgreSQL (local-postgres.ts,
// started with WAL archiving): `npm run db:backup`, `npm run db:restore -- --to <time>` and
// the drill (scripts/backup-drill.ts). docs/deploy.md has the procedure and its figures.
import { spawnSync } from 'node:child_process';
import {
  appendFileSync,
  existsSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import {
  asPostgresUser,
  prepareBase,
  spawnPostgres,
  waitForPostgres,
  walArchiveDir,
} from './local-postgres';

export interface BaseBackup {
  /** A copy of the data folder, as pg_basebackup wrote it. */
  dir: string;
  startedAt: Date;
  /** Recovery can reach any time after this (and before the archive's end). */
  finishedAt: Date;
  bytes: number;
}

function runAsPostgres(program: string, args: readonly string[]): void {
  const [command, argv] = asPostgresUser(program, args);
  const result = spawnSync(command, argv, { encoding: 'utf8' });
  if (result.status !== 0) {
    throw new Error(`${program} failed: ${(result.stderr || result.stdout).trim()}`);
  }
}

const backupsDir = (base: string) => join(base, 'backups');
const stampOf = (date: Date) => date.toISOString().replace(/[:.]/g, '-');
const bytesIn = (dir: string) =>
  Number(spawnSync('du', ['-sb', dir], { encoding: 'utf8' }).stdout.split('\t')[0]);

/**
 * Copies the running server's data (a checkpoint at once, the WAL it needs streamed along).
 * Through its socket in `base`, not TCP: on a host of its own (start:cluster --hosts) the
 * server listens on that host's address only, and a file-system socket crosses namespaces.
 */
export function takeBaseBackup(binDir: string, base: string, port: number): BaseBackup {
  prepareBase(backupsDir(base));
  const startedAt = new Date();
  const dir = join(backupsDir(base), stampOf(startedAt));
  runAsPostgres(join(binDir, 'pg_basebackup'), [
    ...['-h', base, '-p', String(port), '-U', 'postgres', '-D', dir],
    ...['--format=plain', '--wal-method=stream', '--checkpoint=fast'],
  ]);
  const backup = { dir, startedAt, finishedAt: new Date(), bytes: bytesIn(dir) };
  // Beside the copy, not in it: the copy becomes a data folder as it is.
  writeFileSync(`${dir}.json`, JSON.stringify(backup));
  return backup;
}

export function listBackups(base: string): BaseBackup[] {
  if (!existsSync(backupsDir(base))) return [];
  return readdirSync(backupsDir(base))
    .filter((name) => name.endsWith('.json'))
    .map((name) => {
      const raw = JSON.parse(readFileSync(join(backupsDir(base), name), 'utf8')) as {
        dir: string;
        startedAt: string;
        finishedAt: string;
        bytes: number;
      };
      return { ...raw, startedAt: new Date(raw.startedAt), finishedAt: new Date(raw.finishedAt) };
    })
    .sort((a, b) => a.finishedAt.getTime() - b.finishedAt.getTime());
}

/** Whether a server runs on the data folder (a crashed one leaves its pid file behind). */
function serverRuns(binDir: string, data: string): boolean {
  const [command, argv] = asPostgresUser(join(binDir, 'pg_ctl'), ['status', '-D', data]);
  return spawnSync(command, argv).status === 0;
}

/** WAL segments, and timeline histories, by their names. */
const WAL_FILE = /^([0-9A-F]{24}|[0-9A-F]{8}\.history)$/;

export interface Restored {
  backup: BaseBackup;
  /** Where the data folder that was replaced now is. */
  previous: string;
  /** From the start of the copy to the server accepting writes again. */
  ms: number;
}

/**
 * Point-in-time recovery into a fresh data folder: the newest base backup finished before
 * `target`, the archived WAL, and the WAL the old folder had not archived yet (after a
 * crash its last segment is only there), replayed up to `target` and no further; then
 * the fresh folder takes the place of `data/` (the old one is kept beside it). The server
 * must be stopped; it is started to recover and stopped again.
 */
export async function restoreToTime(
  binDir: string,
  base: string,
  port: number,
  target: Date,
): Promise<Restored> {
  const started = Date.now();
  const data = join(base, 'data');
  if (serverRuns(binDir, data)) throw new Error('PostgreSQL is running: stop the store first.');
  const backup = listBackups(base)
    .filter((candidate) => candidate.finishedAt < target)
    .at(-1);
  if (!backup) {
    throw new Error(
      `no base backup finished before ${target.toISOString()}: nothing to restore from.`,
    );
  }
  const fresh = join(base, 'data.restoring');
  rmSync(fresh, { recursive: true, force: true });
  runAsPostgres('cp', ['-a', backup.dir, fresh]);
  if (existsSync(join(data, 'pg_wal'))) {
    const unarchived = readdirSync(join(data, 'pg_wal')).filter((name) => WAL_FILE.test(name));
    for (const name of unarchived) {
      runAsPostgres('cp', ['-a', join(data, 'pg_wal', name), join(fresh, 'pg_wal', name)]);
    }
  }
  const archive = walArchiveDir(base);
  appendFileSync(
    join(fresh, 'postgresql.auto.conf'),
    [
      '# Point-in-time recovery (scripts/stack/pg-backup.ts); ignored once it is done.',
      `restore_command = 'cp "${archive}/%f" "%p"'`,
      // PostgreSQL's own form: its setting refuses ISO 8601's T and Z.
      `recovery_target_time = '${target.toISOString().replace('T', ' ').replace('Z', '+00')}'`,
      "recovery_target_action = 'promote'",
      '',
    ].join('\n'),
  );
  runAsPostgres('touch', [join(fresh, 'recovery.signal')]);
  const previous = join(base, `data.before-restore-${stampOf(new Date())}`);
  if (existsSync(data)) renameSync(data, previous);
  renameSync(fresh, data);
  await recover(binDir, base, port);
  return { backup, previous, ms: Date.now() - started };
}

/**
 * Starts the server on the restored folder, waits until recovery promoted it, stops it. On
 * its socket only: no client can write meanwhile, and it is the same wherever the store's
 * server runs (on this machine's loopback, or on a host of its own with start:cluster
 * --hosts), with no port to share with anything else here.
 */
async function recover(binDir: string, base: string, port: number): Promise<void> {
  const server = spawnPostgres(binDir, base, port, { archive: true, socketOnly: true });
  const output: string[] = [];
  server.stderr?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  const exited = new Promise((done) => server.once('exit', done));
  try {
    await waitForPostgres(binDir, port, () => server.exitCode === null, 120_000, base);
    const client = new pg.Client({ host: base, port, user: 'postgres', database: 'postgres' });
    // A server that dies during recovery fails the next query (reported below), rather
    // than ending the restore with an unhandled 'error' event.
    client.on('error', () => undefined);
    await client.connect();
    try {
      for (;;) {
        const { rows } = await client.query<{ recovering: boolean }>(
          'SELECT pg_is_in_recovery() AS recovering',
        );
        if (!rows[0]?.recovering) break;
        await new Promise((done) => setTimeout(done, 100));
      }
    } finally {
      await client.end();
    }
  } catch (error) {
    throw new Error(`recovery failed: ${String(error)}\n${output.join('').slice(-2000)}`);
  } finally {
    if (server.exitCode === null && server.pid !== undefined) process.kill(-server.pid, 'SIGINT');
    await exited;
  }
}
