// `npm start` (and `npm run dev` with --dev): runs the whole store on its embedded default,
// the Firebase Auth emulator, the API and the web app, prints where they are, and stops all
// three on Ctrl-C. The web app and the API start while the emulator warms up.
import { spawn, type ChildProcess } from 'node:child_process';
import { resolve } from 'node:path';
import {
  DEMO_ACCOUNTS,
  EMULATOR_HOST,
  EMULATOR_PROJECT_ID,
  ensureDemoAccounts,
  spawnAuthEmulator,
} from './stack/auth-emulator';
import { claimLock, portIsFree, releaseLock } from './stack/single-instance';
import { waitForUrl } from './stack/wait-for';
import { startWebServer } from './stack/web-server';

const root = resolve(import.meta.dirname, '..');
// DATA_DIR lets the end-to-end tests run on a store of their own.
const dataDir = resolve(root, process.env['DATA_DIR'] ?? '.data');
const dev = process.argv.includes('--dev');
const HOST = '127.0.0.1';
const WEB_PORT = 5173;
const API_PORT = 8787;
const webUrl = `http://${HOST}:${WEB_PORT}`;
const apiUrl = process.env['VITE_API_URL'] ?? `http://${HOST}:${API_PORT}`;
// A real Firebase project replaces the emulator when its web config is given.
const useEmulator = !process.env['VITE_FIREBASE_API_KEY'];
const started = Date.now();
const seconds = () => ((Date.now() - started) / 1000).toFixed(1);
const say = (line: string) => console.log(`[store] ${line}`);

interface Service {
  name: string;
  child: ChildProcess;
  tail: string[];
  exited: boolean;
}
const services: Service[] = [];
let stopping = false;

function run(name: string, child: ChildProcess, echo: boolean): Service {
  const service: Service = { name, child, tail: [], exited: false };
  const onData = (chunk: Buffer) => {
    for (const line of chunk.toString().split('\n')) {
      if (line.trim() === '') continue;
      service.tail.push(line);
      if (service.tail.length > 30) service.tail.shift();
      if (echo) console.log(`[${name}] ${line}`);
    }
  };
  child.stdout?.on('data', onData);
  child.stderr?.on('data', onData);
  child.on('exit', (code, signal) => {
    service.exited = true;
    if (stopping) return;
    console.error(`[store] ${name} stopped unexpectedly (${signal ?? `exit code ${code}`}):`);
    for (const line of service.tail) console.error(`  ${line}`);
    void stop(1);
  });
  services.push(service);
  return service;
}

const node = (args: string[], env: NodeJS.ProcessEnv = {}) =>
  spawn(process.execPath, args, {
    cwd: root,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, ...env },
  });

const bin = (path: string) => resolve(root, 'node_modules', path);

async function stop(code: number): Promise<never> {
  if (!stopping) {
    stopping = true;
    say('stopping…');
    for (const { child, exited, name } of services) {
      if (exited || child.pid === undefined) continue;
      // The emulator exports its accounts on SIGINT; the others stop cleanly on SIGTERM.
      try {
        process.kill(-child.pid, name === 'auth' ? 'SIGINT' : 'SIGTERM');
      } catch {
        // Already gone.
      }
    }
    const deadline = Date.now() + 10_000;
    while (services.some((s) => !s.exited) && Date.now() < deadline) {
      await new Promise((r) => setTimeout(r, 100));
    }
    for (const { child, exited } of services) {
      if (!exited && child.pid !== undefined) process.kill(-child.pid, 'SIGKILL');
    }
    releaseLock(dataDir);
  }
  process.exit(code);
}

async function main() {
  const running = claimLock(dataDir);
  if (running !== undefined) {
    say(`the store is already running (process ${running}) at ${webUrl}.`);
    say('Stop it with Ctrl-C in its terminal, or open it in your browser.');
    process.exit(1);
  }
  process.on('SIGINT', () => void stop(0));
  process.on('SIGTERM', () => void stop(0));

  const ports = [WEB_PORT, API_PORT, ...(useEmulator ? [9099, 4400, 4500] : [])];
  for (const port of ports) {
    if (!(await portIsFree(HOST, port))) {
      say(`port ${port} on ${HOST} is used by another program: stop it, then run this again.`);
      releaseLock(dataDir);
      process.exit(1);
    }
  }

  const auth = useEmulator ? run('auth', spawnAuthEmulator(root, dataDir), false) : undefined;
  const apiEnv: NodeJS.ProcessEnv = useEmulator
    ? { FIREBASE_AUTH_EMULATOR_HOST: EMULATOR_HOST, FIREBASE_PROJECT_ID: EMULATOR_PROJECT_ID }
    : { FIREBASE_PROJECT_ID: process.env['VITE_FIREBASE_PROJECT_ID'] };
  const tsx = bin('tsx/dist/cli.mjs');
  const api = run(
    'api',
    node(dev ? [tsx, 'watch', 'server/src/main.ts'] : [tsx, 'server/src/main.ts'], {
      ...apiEnv,
      HOST,
      PORT: String(API_PORT),
      DATA_DIR: dataDir,
    }),
    true,
  );

  const webEnv = { VITE_API_URL: apiUrl };
  if (dev) {
    run(
      'web',
      node(
        [bin('vite/bin/vite.js'), '--host', HOST, '--port', String(WEB_PORT), '--strictPort'],
        webEnv,
      ),
      true,
    );
  } else {
    say('building the web app…');
    const steps = [
      [bin('vite/bin/vite.js'), 'build', '--logLevel', 'warn'],
      [tsx, 'scripts/prerender.ts'],
    ];
    for (const args of steps) {
      const step = node(args, webEnv);
      step.stdout?.pipe(process.stdout);
      step.stderr?.pipe(process.stderr);
      const code = await new Promise<number | null>((done) => step.on('exit', done));
      if (code !== 0) {
        say('the web app did not build (see above).');
        return stop(1);
      }
    }
    startWebServer(resolve(root, 'dist'), HOST, WEB_PORT);
  }

  const alive = (s: Service | undefined) => () => s === undefined || !s.exited;
  await waitForUrl(`${webUrl}/`, 60_000, () => !stopping);
  say(`web app ready at ${webUrl} (${seconds()} s)`);
  await waitForUrl(`http://${HOST}:${API_PORT}/health`, 60_000, alive(api));
  say(`API ready at http://${HOST}:${API_PORT} (${seconds()} s)`);
  if (auth) {
    await waitForUrl(`http://${EMULATOR_HOST}/`, 90_000, alive(auth));
    await ensureDemoAccounts();
    say(`Auth emulator ready at http://${EMULATOR_HOST} (${seconds()} s)`);
  }

  console.log('');
  say(`The store is running: ${webUrl}   (all three answered after ${seconds()} s)`);
  if (auth) {
    say('Demo accounts:');
    for (const account of DEMO_ACCOUNTS) say(`  ${account.email} / ${account.password}`);
  }
  say('Test cards: 4242 4242 4242 4242 pays, 4000 0000 0000 0002 is declined.');
  say('Press Ctrl-C to stop.');
}

main().catch((error: unknown) => {
  console.error(`[store] ${error instanceof Error ? error.message : String(error)}`);
  void stop(1);
});
