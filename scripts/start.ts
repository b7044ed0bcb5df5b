// `npm start` (and `npm run dev` with --dev): runs the whole store on its embedded default,
// the Firebase Auth emulator, the API and the web app, prints where they are, and stops all
// three on Ctrl-C. The web app and the API start while the emulator warms up.
import { resolve } from 'node:path';
import {
  EMULATOR_HOST,
  EMULATOR_PORTS,
  EMULATOR_PROJECT_ID,
  ensureDemoAccounts,
  printDemoAccounts,
  spawnAuthEmulator,
} from './stack/auth-emulator';
import { loadEnv } from 'vite';
import { buildInputsHash, buildIsCurrent, stampBuild } from './stack/build-stamp';
import { buildWebApp } from './stack/build-web-app';
import { localMailPorts, startLocalMail } from './stack/local-mail';
import { claimLock, firstBusyPort, releaseLock } from './stack/single-instance';
import { createSupervisor, spawnNode } from './stack/supervisor';
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
const apiOrigin = `http://${HOST}:${API_PORT}`;
// The app calls the API on its own origin (the web server passes /api on), so no call waits
// for a CORS preflight; the API's own port still answers those who call it directly.
const apiUrl = process.env['VITE_API_URL'] ?? '/api';
const publicApiUrl = apiUrl.startsWith('/') ? `${webUrl}${apiUrl}` : apiUrl;
// A real Firebase project replaces the emulator when its web config is given.
const useEmulator = !process.env['VITE_FIREBASE_API_KEY'];
const started = Date.now();
const seconds = () => ((Date.now() - started) / 1000).toFixed(1);
const say = (line: string) => console.log(`[store] ${line}`);

const supervisor = createSupervisor(say, () => releaseLock(dataDir));
const { run, stop } = supervisor;
const node = (args: string[], env: NodeJS.ProcessEnv = {}) => spawnNode(root, args, env);
const bin = (path: string) => resolve(root, 'node_modules', path);

async function main() {
  const running = claimLock(dataDir);
  if (running !== undefined) {
    say(`the store is already running (process ${running}) at ${webUrl}.`);
    say('Stop it with Ctrl-C in its terminal, or open it in your browser.');
    process.exit(1);
  }
  process.on('SIGINT', () => void stop(0));
  process.on('SIGTERM', () => void stop(0));

  const busy = await firstBusyPort(HOST, [
    WEB_PORT,
    API_PORT,
    ...(useEmulator ? EMULATOR_PORTS : []),
    ...localMailPorts(),
  ]);
  if (busy !== undefined) {
    say(`port ${busy} on ${HOST} is used by another program: stop it, then run this again.`);
    releaseLock(dataDir);
    process.exit(1);
  }

  // The emulator exports its accounts on SIGINT.
  const auth = useEmulator
    ? run('auth', spawnAuthEmulator(root, dataDir), { stopSignal: 'SIGINT' })
    : undefined;
  const apiEnv: NodeJS.ProcessEnv = useEmulator
    ? { FIREBASE_AUTH_EMULATOR_HOST: EMULATOR_HOST, FIREBASE_PROJECT_ID: EMULATOR_PROJECT_ID }
    : { FIREBASE_PROJECT_ID: process.env['VITE_FIREBASE_PROJECT_ID'] };
  const mailEnv = await startLocalMail(say);
  const tsx = bin('tsx/dist/cli.mjs');
  const api = run(
    'api',
    node(dev ? [tsx, 'watch', 'server/src/main.ts'] : [tsx, 'server/src/main.ts'], {
      ...apiEnv,
      ...mailEnv,
      HOST,
      PORT: String(API_PORT),
      // Image URLs point where the browser reaches the API.
      PUBLIC_URL: publicApiUrl,
      DATA_DIR: dataDir,
    }),
    { echo: true },
  );

  const webEnv = { VITE_API_URL: apiUrl };
  if (dev) {
    run(
      'web',
      node(
        [bin('vite/bin/vite.js'), '--host', HOST, '--port', String(WEB_PORT), '--strictPort'],
        webEnv,
      ),
      { echo: true },
    );
  } else {
    const dist = resolve(root, 'dist');
    const hash = buildInputsHash(root, { ...loadEnv('production', root, 'VITE_'), ...webEnv });
    // Only when asked (CI, whose build step made dist/ just before): a person's `npm start`
    // builds every time, so it never serves what an older checkout built.
    if (process.env['REUSE_BUILD'] === '1' && buildIsCurrent(dist, hash)) {
      say('the web app in dist/ is up to date (REUSE_BUILD=1): serving it as built');
    } else {
      say('building the web app…');
      if (!(await buildWebApp(supervisor, root, dist, webEnv))) {
        say('the web app did not build (see above).');
        return stop(1);
      }
      stampBuild(dist, hash);
    }
    startWebServer(dist, HOST, WEB_PORT, apiOrigin);
  }

  const { alive } = supervisor;
  await waitForUrl(`${webUrl}/`, 60_000, () => !supervisor.stopping());
  say(`web app ready at ${webUrl} (${seconds()} s)`);
  // A fresh data folder is migrated and seeded first: with dist/ reused (REUSE_BUILD=1) no
  // build stands in for that wait, and on busy cores it has taken over a minute.
  await waitForUrl(`${apiOrigin}/ready`, 120_000, alive(api));
  say(`API ready at ${webUrl}/api and ${apiOrigin} (${seconds()} s)`);
  if (auth) {
    await waitForUrl(`http://${EMULATOR_HOST}/`, 90_000, alive(auth));
    await ensureDemoAccounts();
    say(`Auth emulator ready at http://${EMULATOR_HOST} (${seconds()} s)`);
  }

  console.log('');
  say(`The store is running: ${webUrl}   (all three answered after ${seconds()} s)`);
  if (auth) printDemoAccounts(say);
  say('Test cards: 4242 4242 4242 4242 pays, 4000 0000 0000 0002 is declined.');
  say('Press Ctrl-C to stop.');
}

main().catch((error: unknown) => {
  console.error(`[store] ${error instanceof Error ? error.message : String(error)}`);
  void stop(1);
});
