// npm run bench:api — starts the API on a fresh embedded database, loads GET /tool and
// GET /tool/{id} with autocannon, and compares each with the same JSON served from memory
// by the same server (the ceiling). Targets: ratio >= 0.8, p99 <= 25 ms, no errors.
import { spawn } from 'node:child_process';
import { mkdtemp, open, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { waitForUrl } from '../../scripts/stack/wait-for';

const seconds = Number(process.env['BENCH_SECONDS'] ?? 10);
// Other programs on the machine add noise; the best of a few alternating rounds is the
// fairest figure for both the route and its ceiling.
const rounds = Number(process.env['BENCH_ROUNDS'] ?? 2);
const connections = 50;

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address
          ? resolve(address.port)
          : reject(new Error('no port')),
      );
    });
  });
}

interface Figures {
  path: string;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
}

async function load(base: string, path: string): Promise<Figures> {
  const result = await autocannon({ url: `${base}${path}`, connections, duration: seconds });
  return {
    path,
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
  };
}

const best = (a: Figures | undefined, b: Figures) => (a && a.rps >= b.rps ? a : b);

const row = (f: Figures, ratio?: number) =>
  [
    f.path.padEnd(60),
    f.rps.toFixed(0).padStart(8),
    `${f.p50} ms`.padStart(8),
    `${f.p99} ms`.padStart(8),
    String(f.errors).padStart(7),
    ratio === undefined ? '' : ratio.toFixed(2).padStart(7),
  ].join(' ');

async function main() {
  const dataDir = await mkdtemp(join(tmpdir(), 'paint-store-bench-'));
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const logFile = await open(join(dataDir, 'api.log'), 'w');
  const api = spawn(process.execPath, ['--import', 'tsx', 'server/src/main.ts'], {
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      STRIPE_SECRET_KEY: '',
      FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099',
      BENCH_ROUTES: '1',
    },
    // The request log goes to a file: the terminal would slow the server down.
    stdio: ['ignore', logFile.fd, 'inherit'],
  });
  try {
    // Gives up at once if the API exits (a port taken, a bad setting) instead of polling on.
    await waitForUrl(`${base}/ready`, 60_000, () => api.exitCode === null);
    const snapshot = await fetch(`${base}/bench/memory/snapshot`, { method: 'POST' });
    const tools = (await (await fetch(`${base}/tool`)).json()) as { _id: string }[];
    const id = tools[0]?._id;
    if (!snapshot.ok || !id) throw new Error('No tools to load: was the demo data seeded?');

    console.log(
      `${connections} connections, best of ${rounds} rounds of ${seconds} s a route, ${tools.length} tools\n`,
    );
    console.log(
      `${'route'.padEnd(60)} ${'req/s'.padStart(8)} ${'p50'.padStart(8)} ${'p99'.padStart(8)} ${'errors'.padStart(7)} ${'ratio'.padStart(7)}`,
    );
    for (const [real, memory] of [
      ['/tool', '/bench/memory/tool'],
      [`/tool/${id}`, `/bench/memory/tool/${id}`],
    ] as const) {
      let ceiling: Figures | undefined;
      let measured: Figures | undefined;
      for (let round = 0; round < rounds; round += 1) {
        ceiling = best(ceiling, await load(base, memory));
        measured = best(measured, await load(base, real));
      }
      if (!ceiling || !measured) throw new Error('BENCH_ROUNDS must be at least 1');
      console.log(row(ceiling));
      console.log(row(measured, measured.rps / ceiling.rps));
    }
  } finally {
    // An API that already exited emits no second 'exit': waiting for one would hang.
    if (api.exitCode === null && api.signalCode === null) {
      const exited = new Promise((resolve) => api.once('exit', resolve));
      api.kill('SIGTERM');
      await exited;
    }
    await logFile.close();
    await rm(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
