// `npm run lighthouse`: Lighthouse (mobile preset, simulated throttling) on / and /blogs of
// the store as `npm start` serves it, three runs each in Debian's Chromium; prints the
// medians of the four category scores and of LCP, TBT and CLS against the targets of
// issue 5, and exits with 1 when one is missed. A store already running on 127.0.0.1:5173
// is reused (it must be `npm start`'s production build); otherwise one is started on a data
// folder of its own and stopped at the end.
import { spawn, type ChildProcess } from 'node:child_process';
import { resolve } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { medianFigures, report, type RunFigures } from './lighthouse/summary';
import { CHROMIUM_PATH, OFFLINE_CHROMIUM_FLAGS } from './offline-chromium';

const root = resolve(import.meta.dirname, '..');
const WEB = 'http://127.0.0.1:5173';
const API = 'http://127.0.0.1:8787';
const PAGES = ['/', '/blogs'];
const RUNS = 3;
const CHROME_PATH = process.env['CHROME_PATH'] ?? CHROMIUM_PATH;

async function answers(url: string): Promise<boolean> {
  try {
    return (await fetch(url, { signal: AbortSignal.timeout(2000) })).ok;
  } catch {
    return false;
  }
}

/** Starts `npm start` in its own process group; resolves once it says the store runs. */
function startStore(): Promise<ChildProcess> {
  console.log('Starting the store (npm start) on .data/lighthouse…');
  const child = spawn('npm', ['start'], {
    cwd: root,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, DATA_DIR: '.data/lighthouse' },
  });
  return new Promise((done, failed) => {
    let output = '';
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('The store is running')) done(child);
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.on('exit', (code) => failed(new Error(`npm start exited (${code}):\n${output}`)));
  });
}

function stopStore(child: ChildProcess): Promise<void> {
  return new Promise((done) => {
    if (child.pid === undefined || child.exitCode !== null) return done();
    child.on('exit', () => done());
    process.kill(-child.pid, 'SIGINT');
  });
}

async function audit(url: string, port: number): Promise<RunFigures> {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { categories, audits, runtimeError } = result.lhr;
  if (runtimeError) throw new Error(`${url}: ${runtimeError.code} ${runtimeError.message}`);
  const category = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
  const metric = (id: string) => audits[id]?.numericValue ?? Number.NaN;
  const failing = Object.values(audits).filter(
    (a) => a.score !== null && a.score < 1 && a.scoreDisplayMode === 'binary',
  );
  for (const a of failing) console.log(`    (failed audit: ${a.id}: ${a.title})`);
  return {
    performance: category('performance'),
    accessibility: category('accessibility'),
    bestPractices: category('best-practices'),
    seo: category('seo'),
    lcp: metric('largest-contentful-paint'),
    tbt: metric('total-blocking-time'),
    cls: metric('cumulative-layout-shift'),
  };
}

async function main(): Promise<boolean> {
  const running = (await answers(`${WEB}/`)) && (await answers(`${API}/health`));
  if (running) console.log(`Reusing the store already running at ${WEB}.`);
  const store = running ? undefined : await startStore();
  const chrome = await chromeLauncher.launch({
    chromePath: CHROME_PATH,
    chromeFlags: OFFLINE_CHROMIUM_FLAGS,
  });
  let allMet = true;
  try {
    for (const page of PAGES) {
      const runs: RunFigures[] = [];
      for (let run = 1; run <= RUNS; run += 1) {
        console.log(`${page}: run ${run} of ${RUNS}…`);
        runs.push(await audit(`${WEB}${page}`, chrome.port));
      }
      const summary = report(medianFigures(runs));
      allMet &&= summary.allMet;
      console.log(`\n${page} (mobile, median of ${RUNS} runs)`);
      for (const line of summary.lines) console.log(line);
      console.log('');
    }
  } finally {
    chrome.kill();
    if (store) await stopStore(store);
  }
  return allMet;
}

main().then(
  (allMet) => process.exit(allMet ? 0 : 1),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
