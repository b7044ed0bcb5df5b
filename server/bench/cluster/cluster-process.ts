// The bench's own cluster: `npm run start:cluster` on a data folder of the bench's (made
// afresh, so a person's store and data are never touched), stopped when the bench is done.
import { spawnSync, type ChildProcess } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import { resolve } from 'node:path';
import { databaseUrlFile } from '../../../scripts/stack/hosts-network';
import { spawnNode } from '../../../scripts/stack/supervisor';

export const root = resolve(import.meta.dirname, '../../..');

export interface Cluster {
  /** nginx's origin, e.g. http://127.0.0.1:8080. */
  storeUrl: string;
  /** The cluster's PostgreSQL, as the launcher printed it (with --hosts: with its password). */
  databaseUrl: string;
  /** Each API process's origin, as the launcher printed them. */
  apiUrls: string[];
  /** How many times an API process has exited unexpectedly so far (the launcher said so). */
  apiExits(): number;
  /** The process listening at `apiUrls[i]` (an API process's node, not its launcher). */
  apiPid(i: number): number;
  stop(): Promise<void>;
}

/**
 * Starts a cluster of `processes` API processes on a fresh `dataDir`; resolves once it
 * serves. `hosts`: on separate hosts (start:cluster --hosts); this process is then the
 * client's machine.
 */
export async function startCluster(
  dataDir: string,
  processes: number,
  options: { hosts?: boolean } = {},
): Promise<Cluster> {
  rmSync(dataDir, { recursive: true, force: true });
  const launcher = spawnNode(
    root,
    [
      resolve(root, 'node_modules/tsx/dist/cli.mjs'),
      'scripts/start-cluster.ts',
      ...(options.hosts ? ['--hosts'] : []),
    ],
    {
      DATA_DIR: dataDir,
      API_PROCESSES: String(processes),
      // Its own PostgreSQL under dataDir, never a database named in the environment.
      DATABASE_URL: '',
    },
  );
  const output: string[] = [];
  let running = false;
  let apiExits = 0;
  let storeUrl = '';
  const apiUrls: string[] = [];
  const printedUrl = await new Promise<string>((done, fail) => {
    let url = '';
    const onLine = (chunk: Buffer) => {
      for (const line of chunk.toString().split('\n')) {
        // Once it runs, what the launcher says (a process that stopped and its last lines,
        // nginx taking one out) is news for the bench's reader; the mails caught are not.
        if (running && line.trim() !== '' && !line.includes('mail catcher:')) console.log(line);
        if (/^\[cluster\] api:\S+ stopped unexpectedly/.test(line)) apiExits += 1;
        output.push(line);
        if (output.length > 40) output.shift();
        url = /PostgreSQL\s+(postgres:\/\/\S+)/.exec(line)?.[1] ?? url;
        storeUrl = /The store is running: (http:\/\/\S+)/.exec(line)?.[1] ?? storeUrl;
        const api = /API process\s+(http:\/\/\S+)/.exec(line)?.[1];
        if (api !== undefined) apiUrls.push(api);
        // Its last line, after the addresses.
        if (line.includes('Press Ctrl-C to stop')) {
          running = true;
          done(url);
        }
      }
    };
    launcher.stdout?.on('data', onLine);
    launcher.stderr?.on('data', onLine);
    launcher.once('exit', (code) =>
      fail(new Error(`the cluster stopped (${code}):\n${output.join('\n')}`)),
    );
  });
  // On separate hosts it prints the URL without its password, which it keeps in a file.
  const databaseUrl = options.hosts
    ? readFileSync(databaseUrlFile(dataDir), 'utf8').trim()
    : printedUrl;
  if (databaseUrl === '' || storeUrl === '' || apiUrls.length !== processes) {
    await stopLauncher(launcher);
    throw new Error('the cluster did not say where its PostgreSQL, nginx and APIs are');
  }
  return {
    storeUrl,
    databaseUrl,
    apiUrls,
    apiExits: () => apiExits,
    apiPid: (i) => listenerPid(new URL(apiUrls[i] ?? '')),
    stop: () => stopLauncher(launcher),
  };
}

async function stopLauncher(launcher: ChildProcess): Promise<void> {
  if (launcher.exitCode !== null || launcher.signalCode !== null) return;
  const exited = new Promise((done) => launcher.once('exit', done));
  // As Ctrl-C: it stops every process it started, PostgreSQL last.
  launcher.kill('SIGINT');
  await exited;
}

/** The network namespace that has `address` (start:cluster --hosts), or undefined. */
function namespaceOf(address: string): string | undefined {
  const listing = spawnSync('ip', ['-o', 'netns', 'list'], { encoding: 'utf8' }).stdout ?? '';
  const namespaces = listing.split('\n').map((line) => line.split(' ')[0] ?? '');
  return namespaces.find(
    (name) =>
      name !== '' &&
      spawnSync('ip', ['-n', name, '-br', 'addr'], { encoding: 'utf8' }).stdout?.includes(
        ` ${address}/`,
      ),
  );
}

/**
 * The API process that answers at `url`: on this machine the one listening on its port; on
 * a host of its own the one listening there on loopback (its relay takes the address).
 */
function listenerPid(url: URL): number {
  const namespace = url.hostname === '127.0.0.1' ? undefined : namespaceOf(url.hostname);
  const [program, args] =
    namespace === undefined ? ['ss', []] : ['ip', ['netns', 'exec', namespace, 'ss']];
  const listing = spawnSync(program, [...args, '-ltnpH', `src 127.0.0.1:${url.port}`], {
    encoding: 'utf8',
  }).stdout;
  const pid = Number(/pid=(\d+)/.exec(listing)?.[1]);
  if (!Number.isInteger(pid) || pid <= 0) throw new Error(`no process answers at ${url.href}`);
  return pid;
}
