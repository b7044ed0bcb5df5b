// `npm run start:cluster`: the store as it would run in production, on this machine:
// PostgreSQL (DATABASE_URL, or a local server with its data under .data/cluster), the
// migrations run once, API_PROCESSES stateless API processes (2) behind nginx, which also
// serves the built app, and the Firebase Auth emulator. Ctrl-C stops all of it.
//
// The API processes run with production's settings (a shared JWT_SECRET, TRUST_PROXY, a
// PUBLIC_URL, web origins, no bench routes) but not NODE_ENV=production: production refuses
// the Auth emulator, the test-card gateway and the demo data by design, and this local
// topology needs exactly those three. Rather than a switch that could let production
// accept them, the processes run as a non-production mode named local-cluster, and the
// launcher refuses to start at all when NODE_ENV=production is set.
//
// `-- --hosts` (root): PostgreSQL, each API process and nginx on hosts of their own
// (network namespaces, scripts/stack/hosts-network.ts), talking only by address, PostgreSQL
// with a password made at each start (scram-sha-256). The launcher's namespace is the
// client's machine: run it under `unshare -n` to keep the network off this machine's own.
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { loadEnv } from 'vite';
import { isProduction } from '../server/src/config';
import {
  canMakeHosts,
  createHostsNetwork,
  databaseUrlFile,
  type Host,
  type HostsNetwork,
} from './stack/hosts-network';
import {
  EMULATOR_HOST,
  EMULATOR_PORTS,
  EMULATOR_PROJECT_ID,
  ensureDemoAccounts,
  printDemoAccounts,
  spawnAuthEmulator,
} from './stack/auth-emulator';
import { buildInputsHash, buildIsCurrent, stampBuild } from './stack/build-stamp';
import { buildWebApp } from './stack/build-web-app';
import { localMailPorts, startLocalMail } from './stack/local-mail';
import { contentSecurityPolicy, webAppOriginsFromEnv } from './stack/content-security-policy';
import { inlineScriptHashesInDir } from './stack/inline-script-hashes';
import {
  CLUSTER_POSTGRES_PORT,
  initPostgres,
  postgresBinDir,
  postgresUrl,
  setPostgresPassword,
  spawnPostgres,
  waitForPostgres,
} from './stack/local-postgres';
import {
  DEBIAN_MIME_TYPES,
  findNginx,
  reloadNginx,
  spawnNginx,
  type NginxProcessInput,
} from './stack/nginx-process';
import { watchReadiness } from './stack/readiness-watch';
import { claimLock, firstBusyPort, releaseLock } from './stack/single-instance';
import { createSupervisor, spawnNode, type Service } from './stack/supervisor';
import { waitForUrl } from './stack/wait-for';
import { securityHeaders } from './stack/web-headers';

const root = resolve(import.meta.dirname, '..');
// DATA_DIR lets the end-to-end tests run on a cluster of their own.
const dataDir = resolve(root, process.env['DATA_DIR'] ?? '.data/cluster');
// One build for every cluster, apart from `npm run build`'s dist/ (its .env may differ).
const webRoot = resolve(root, '.data/cluster-dist');
const HOST = '127.0.0.1';
const STORE_PORT = 8080;
const FIRST_API_PORT = 8791;
/** Every API process's port on its own host (--hosts). */
const HOST_API_PORT = 8787;
const POSTGRES_PORT = CLUSTER_POSTGRES_PORT;
const POSTGRES_RESTART_DELAY_MS = 5_000;
const webEnv = { VITE_API_URL: '/api' };
const separateHosts = process.argv.includes('--hosts');

const started = Date.now();
const seconds = () => ((Date.now() - started) / 1000).toFixed(1);
const say = (line: string) => console.log(`[cluster] ${line}`);
let network: HostsNetwork | undefined;
const supervisor = createSupervisor(say, () => {
  network?.remove();
  releaseLock(dataDir);
});
const { run, stop, alive } = supervisor;
const tsx = resolve(root, 'node_modules/tsx/dist/cli.mjs');
const relayScript = resolve(root, 'scripts/stack/tcp-relay.ts');

/** Says what is wrong and exits, before anything was started. */
function refuse(reason: string): never {
  say(reason);
  releaseLock(dataDir);
  process.exit(1);
}

function apiProcessCount(): number {
  const raw = process.env['API_PROCESSES']?.trim() || '2';
  const count = Number(raw);
  if (!Number.isInteger(count) || count < 1 || count > 16) {
    refuse(`API_PROCESSES must be a whole number from 1 to 16, not "${raw}"`);
  }
  return count;
}

/** The one access-token secret every API process signs and verifies with, kept across starts. */
function sharedJwtSecret(): string {
  const file = join(dataDir, 'jwt-secret.txt');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

/** Where each part runs: on this machine's loopback, or each on a host of its own. */
interface Placement {
  readonly store: { readonly host?: Host; readonly address: string };
  readonly apis: readonly {
    readonly host?: Host;
    readonly port: number;
    /** Where nginx and the readiness checks reach it, `address:port`. */
    readonly server: string;
  }[];
}

function placement(count: number): Placement {
  if (network === undefined) {
    const ports = Array.from({ length: count }, (_, i) => FIRST_API_PORT + i);
    return {
      store: { address: HOST },
      apis: ports.map((port) => ({ port, server: `${HOST}:${port}` })),
    };
  }
  return {
    store: { host: network.proxy, address: network.proxy.address },
    apis: network.apis.map((host) => ({
      host,
      port: HOST_API_PORT,
      server: `${host.address}:${HOST_API_PORT}`,
    })),
  };
}

/** DATABASE_URL, or the local PostgreSQL (started, and created on first start). */
async function database(): Promise<string> {
  const configured = process.env['DATABASE_URL']?.trim();
  if (configured) return configured;
  const binDir = postgresBinDir();
  if (binDir === undefined) throw new Error('PostgreSQL is not installed');
  const base = join(dataDir, 'postgres');
  if (initPostgres(binDir, base)) say(`created a PostgreSQL database in ${base}`);
  const host = network?.database;
  // Archiving WAL, so `npm run db:backup` and `db:restore -- --to <time>` work (docs/deploy.md).
  const spawnServer = () =>
    spawnPostgres(binDir, base, POSTGRES_PORT, {
      archive: true,
      ...(network === undefined ? {} : { host, passwordFrom: network.subnet }),
    });
  // Stopped (a crash, or `npm run bench:cluster -- --restart-db`), it is started again 5 s
  // later, as a service manager would; the API processes reconnect by themselves.
  const server = run('postgres', spawnServer(), {
    stopSignal: 'SIGINT',
    stopLast: true,
    restart: spawnServer,
    restartDelayMs: POSTGRES_RESTART_DELAY_MS,
  });
  if (host === undefined) {
    await waitForPostgres(binDir, POSTGRES_PORT, alive(server));
    return postgresUrl(POSTGRES_PORT);
  }
  // On its own host it is asked through its socket, and reached over the network with a
  // password made now: nothing of it is kept beyond this run but an owner-only file.
  await waitForPostgres(binDir, POSTGRES_PORT, alive(server), 30_000, base);
  const password = randomBytes(24).toString('base64url');
  const url = setPostgresPassword(binDir, base, POSTGRES_PORT, host.address, password);
  writeFileSync(databaseUrlFile(dataDir), `${url}\n`, { mode: 0o600 });
  return url;
}

/** Migrations and demo data once, then the API processes. */
async function startApis(where: Placement): Promise<{ url: string; apis: Service[] }> {
  const url = await database();
  const storeUrl = `http://${where.store.address}:${STORE_PORT}`;
  const env: NodeJS.ProcessEnv = {
    ...(await startLocalMail(say, process.env, network?.client)),
    NODE_ENV: 'local-cluster',
    DATABASE_URL: url,
    DATA_DIR: dataDir,
    JWT_SECRET: sharedJwtSecret(),
    TRUST_PROXY: '1',
    BENCH_ROUTES: '0',
    PUBLIC_URL: `${storeUrl}/api`,
    WEB_ORIGIN: `${storeUrl},http://localhost:${STORE_PORT}`,
    // The two local-only exceptions to production (see the top of this file).
    FIREBASE_AUTH_EMULATOR_HOST: EMULATOR_HOST,
    FIREBASE_PROJECT_ID: EMULATOR_PROJECT_ID,
    STRIPE_SECRET_KEY: '',
  };
  const migrate = spawnNode(root, [tsx, 'server/src/db/migrate-main.ts'], env, where.apis[0]?.host);
  if (!(await supervisor.step('migrate', migrate))) throw new Error('the migrations failed');
  const spawnApi =
    ({ host, port }: Placement['apis'][number]) =>
    () =>
      spawnNode(root, [tsx, 'server/src/main.ts'], { ...env, HOST, PORT: `${port}` }, host);
  // One that dies is started again, as a service manager would; nginx skips it meanwhile.
  const startApi = (api: Placement['apis'][number]) => {
    if (api.host !== undefined) {
      // The API listens on its host's loopback (the emulator's rule); this takes nginx's
      // connections at the host's address (scripts/stack/tcp-relay.ts says why).
      const relay = () =>
        spawnNode(root, [tsx, relayScript, api.server, `${HOST}:${api.port}`], {}, api.host);
      run(`relay:${api.server}`, relay(), { restart: relay });
    }
    return run(`api:${api.server}`, spawnApi(api)(), { restart: spawnApi(api) });
  };
  // All at once: the migrations made the job queues too, and a process that must make one
  // does so under a lock (server/src/jobs/pg-boss.queue.ts), so they have nothing to race.
  return { url, apis: where.apis.map(startApi) };
}

/** The app built to call /api on its own origin, unless the last such build is current. */
async function buildApp(): Promise<void> {
  const env = { ...loadEnv('production', root, 'VITE_'), ...webEnv };
  const hash = buildInputsHash(root, env);
  if (buildIsCurrent(webRoot, hash)) {
    say(`the web app in ${webRoot} is up to date`);
    return;
  }
  say('building the web app…');
  if (!(await buildWebApp(supervisor, root, webRoot, webEnv))) {
    throw new Error('the web app did not build (see above)');
  }
  stampBuild(webRoot, hash);
}

function startNginx(program: string, where: Placement): Service {
  const origins = webAppOriginsFromEnv({ ...loadEnv('production', root, 'VITE_'), ...webEnv });
  const policy = contentSecurityPolicy(origins, inlineScriptHashesInDir(webRoot));
  const servers = where.apis.map((api) => api.server);
  const input: NginxProcessInput = {
    stateDir: join(dataDir, 'nginx'),
    listen: { host: where.store.address, port: STORE_PORT },
    webRoot,
    api: { servers },
    headers: securityHeaders(policy),
    mimeTypes: DEBIAN_MIME_TYPES,
  };
  // SIGQUIT: the requests in progress are answered first.
  const service = run('nginx', spawnNginx(program, input, where.store.host), {
    stopSignal: 'SIGQUIT',
  });
  const watch = watchReadiness({
    servers,
    onChange(down) {
      if (supervisor.stopping() || service.exited) return;
      say(
        down.length === 0
          ? 'nginx: every API process is in'
          : `nginx: sending nothing to the API process(es) on ${down.join(', ')} until ready`,
      );
      reloadNginx(service.child, { ...input, api: { ...input.api, down } });
    },
  });
  service.child.once('exit', () => watch.stop());
  return service;
}

async function main() {
  if (isProduction(process.env)) {
    say(
      'this local cluster runs the Auth emulator and test cards: never with NODE_ENV=production.',
    );
    process.exit(1);
  }
  const running = claimLock(dataDir);
  if (running !== undefined) refuse(`a cluster is already running (process ${running}).`);
  process.on('SIGINT', () => void stop(0));
  process.on('SIGTERM', () => void stop(0));

  const nginx = findNginx();
  if (nginx === undefined || !existsSync(DEBIAN_MIME_TYPES)) {
    refuse('nginx is not installed: apt-get install -y nginx');
  }
  if (!process.env['DATABASE_URL']?.trim() && postgresBinDir() === undefined) {
    refuse('PostgreSQL is not installed (apt-get install -y postgresql), or set DATABASE_URL.');
  }
  const count = apiProcessCount();
  const ownPostgres = !process.env['DATABASE_URL']?.trim();
  if (separateHosts) {
    const why = canMakeHosts();
    if (why !== undefined) refuse(`cannot run on separate hosts: ${why}.`);
    if (!ownPostgres) refuse('--hosts runs a PostgreSQL of its own: unset DATABASE_URL.');
  }
  // On separate hosts only the client's machine (this namespace) has ports of ours.
  const here = separateHosts
    ? []
    : [
        STORE_PORT,
        ...Array.from({ length: count }, (_, i) => FIRST_API_PORT + i),
        ...(ownPostgres ? [POSTGRES_PORT] : []),
      ];
  const busy = await firstBusyPort(HOST, [...here, ...EMULATOR_PORTS, ...localMailPorts()]);
  if (busy !== undefined) {
    refuse(`port ${busy} on ${HOST} is used by another program: stop it, then run this again.`);
  }
  mkdirSync(dataDir, { recursive: true });
  if (separateHosts) network = createHostsNetwork(dataDir, count);
  const where = placement(count);
  const storeUrl = `http://${where.store.address}:${STORE_PORT}`;

  say('LOCAL TOPOLOGY ONLY: the API processes trust the Firebase Auth emulator and take');
  say('test cards (local gateway), which production refuses; everything else is as in production.');
  // The emulator (15-20 s) and the build start at once; the database and the APIs meanwhile.
  const auth = run('auth', spawnAuthEmulator(root, dataDir), { stopSignal: 'SIGINT' });
  const [{ url, apis }] = await Promise.all([startApis(where), buildApp()]);
  await Promise.all(
    apis.map((api, i) => waitForUrl(`http://${where.apis[i]?.server}/ready`, 60_000, alive(api))),
  );
  say(`API processes ready (${seconds()} s)`);
  await waitForUrl(`http://${EMULATOR_HOST}/`, 90_000, alive(auth));
  await ensureDemoAccounts();
  say(`Auth emulator ready (${seconds()} s)`);
  // The front door opens last: once it answers, everything behind it does (the e2e tests
  // take its /api/ready as the sign that the store is ready).
  const proxy = startNginx(nginx, where);
  await waitForUrl(`${storeUrl}/api/ready`, 30_000, alive(proxy));

  console.log('');
  say(`The store is running: ${storeUrl}   (everything answered after ${seconds()} s)`);
  say(`  nginx          ${storeUrl}  (the app, and /api/ over ${apis.length} API processes)`);
  for (const api of where.apis) say(`  API process    http://${api.server}`);
  say(`  PostgreSQL     ${url.replace(/\/\/([^:@/]+):[^@/]*@/, '//$1:***@')}`);
  if (network !== undefined)
    say(`  (its password, made at this start: ${databaseUrlFile(dataDir)})`);
  say(`  Auth emulator  http://${EMULATOR_HOST}  (local only)`);
  printDemoAccounts(say);
  say('Test cards (local only): 4242 4242 4242 4242 pays, 4000 0000 0000 0002 is declined.');
  say('Press Ctrl-C to stop.');
}

main().catch((error: unknown) => {
  // A wait cut short by a stop already under way is no news.
  if (!supervisor.stopping()) say(error instanceof Error ? error.message : String(error));
  void stop(1);
});
