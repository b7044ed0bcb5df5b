// The bench's own cluster: `npm run start:cluster` on a data folder of the bench's (made
// afresh, so a person's store and data are never touched), stopped when the bench is done.
import { spawnSync, type ChildProcess } from 'node:child_process';
import { rmSync } from 'node:fs';
import { resolve } from 'node:path';
import { spawnNode } from '../../../scripts/stack/supervisor';

export const root = resolve(import.meta.dirname, '../../..');
export const STORE_API = 'http://127.0.0.1:8080/api';
export const FIRST_API_PORT = 8791;

export interface Cluster {
  /** The cluster's PostgreSQL, as the launcher printed it. */
  databaseUrl: string;
  apiPorts: number[];
  stop(): Promise<void>;
}

/** Starts a cluster of `processes` API processes on a fresh `dataDir`; resolves once it serves. */
export async function startCluster(dataDir: string, processes: number): Promise<Cluster> {
  rmSync(dataDir, { recursive: true, force: true });
  const launcher = spawnNode(
    root,
    [resolve(root, 'node_modules/tsx/dist/cli.mjs'), 'scripts/start-cluster.ts'],
    {
      DATA_DIR: dataDir,
      API_PROCESSES: String(processes),
      // Its own PostgreSQL under dataDir, never a database named in the environment.
      DATABASE_URL: '',
    },
  );
  const output: string[] = [];
  const databaseUrl = await new Promise<string>((done, fail) => {
    let url = '';
    const onLine = (chunk: Buffer) => {
      for (const line of chunk.toString().split('\n')) {
        output.push(line);
        if (output.length > 40) output.shift();
        url = /PostgreSQL\s+(postgres:\/\/\S+)/.exec(line)?.[1] ?? url;
        // Its last line, after the addresses.
        if (line.includes('Press Ctrl-C to stop')) done(url);
      }
    };
    launcher.stdout?.on('data', onLine);
    launcher.stderr?.on('data', onLine);
    launcher.once('exit', (code) =>
      fail(new Error(`the cluster stopped (${code}):\n${output.join('\n')}`)),
    );
  });
  if (databaseUrl === '') {
    await stopLauncher(launcher);
    throw new Error('the cluster did not say where its PostgreSQL is');
  }
  const apiPorts = Array.from({ length: processes }, (_, i) => FIRST_API_PORT + i);
  return { databaseUrl, apiPorts, stop: () => stopLauncher(launcher) };
}

async function stopLauncher(launcher: ChildProcess): Promise<void> {
  if (launcher.exitCode !== null || launcher.signalCode !== null) return;
  const exited = new Promise((done) => launcher.once('exit', done));
  // As Ctrl-C: it stops every process it started, PostgreSQL last.
  launcher.kill('SIGINT');
  await exited;
}

/** The process listening on 127.0.0.1:`port` (an API process's node, not its launcher). */
export function listenerPid(port: number): number {
  const listing = spawnSync('ss', ['-ltnpH', `sport = :${port}`], { encoding: 'utf8' }).stdout;
  const pid = Number(/pid=(\d+)/.exec(listing)?.[1]);
  if (!Number.isInteger(pid) || pid <= 0) throw new Error(`no process listens on ${port}`);
  return pid;
}
