// `npm run lighthouse`: Lighthouse (mobile preset, simulated throttling) on the store as
// `npm start` serves it, three runs each in Debian's Chromium: the public pages / and /blogs
// and a tool's public page (/tools/{slug}, the first in the sitemap), then, signed in through
// the Auth emulator with the login form, a tool page, My Orders, the cart and one of their
// orders (the demo customer, given an order and a cart line first when they have none, so
// that each page shows its content) and Manage Orders (the demo admin).
// Prints the medians (and ranges) of the four category scores and of LCP, TBT and CLS
// against each page's targets (summary.ts), with the element each run names as its LCP,
// and exits with 1 when one is missed. A store already running on 127.0.0.1:5173
// is reused (it must be `npm start`'s production build); otherwise one is started on a data
// folder of its own and stopped at the end.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdir, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { DEMO_ACCOUNTS } from '../src/seed/demo-store';
import { clearHttpCache, seedCustomer, signIn, type Account } from './lighthouse/signed-in-browser';
import {
  medianFigures,
  PRODUCT_PAGE_TARGETS,
  PUBLIC_PAGE_TARGETS,
  report,
  SIGNED_IN_PAGE_TARGETS,
  type RunFigures,
  type Target,
} from './lighthouse/summary';
import { CHROMIUM_PATH, OFFLINE_CHROMIUM_FLAGS } from './offline-chromium';

const root = resolve(import.meta.dirname, '..');
const WEB = 'http://127.0.0.1:5173';
const API = 'http://127.0.0.1:8787';
const PUBLIC_PAGES = ['/', '/blogs'];
// `npm run lighthouse -- /dashboard/myOrders` audits only the pages whose path starts with
// one of the arguments; LIGHTHOUSE_RUNS changes the number of runs (the medians need 3).
const RUNS = Number(process.env['LIGHTHOUSE_RUNS'] ?? 3);
const ONLY = process.argv.slice(2);
// LIGHTHOUSE_JSON=folder keeps each run's full report there, to study a slow page.
const KEEP_REPORTS = process.env['LIGHTHOUSE_JSON'];
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

/** The rows of an audit's details list (a console error, the LCP element), if it has one. */
function detailRows(details: unknown): unknown[] {
  if (typeof details !== 'object' || details === null || !('items' in details)) return [];
  const { items } = details as { items: unknown };
  return Array.isArray(items) ? (items as unknown[]) : [];
}

/** A failed audit's first rows, shortened, to act on. */
function auditItems(details: unknown): string[] {
  return detailRows(details).map((item) => JSON.stringify(item).slice(0, 300));
}

/** The label of the element a details list names (the LCP element), if it names one. */
function nodeLabelIn(details: unknown): string | undefined {
  for (const item of detailRows(details)) {
    if (typeof item === 'object' && item !== null && 'nodeLabel' in item) {
      const { nodeLabel } = item as { nodeLabel: unknown };
      if (typeof nodeLabel === 'string') return nodeLabel.slice(0, 60);
    }
  }
  return undefined;
}

interface AuditedRun extends RunFigures {
  /** The element Lighthouse names as the page's largest contentful paint. */
  readonly lcpElement: string;
}

async function audit(url: string, port: number, signedIn: boolean): Promise<AuditedRun> {
  // A signed-in page keeps the profile's storage (the session); its HTTP cache is emptied
  // here instead, so every run is a cold load as on the public pages.
  if (signedIn) await clearHttpCache(port);
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    disableStorageReset: signedIn,
    onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  await keepReport(url, result.report);
  const { categories, audits, runtimeError } = result.lhr;
  if (runtimeError) throw new Error(`${url}: ${runtimeError.code} ${runtimeError.message}`);
  const category = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
  const metric = (id: string) => audits[id]?.numericValue ?? Number.NaN;
  const failing = Object.values(audits).filter(
    (a) => a.score !== null && a.score < 1 && a.scoreDisplayMode === 'binary',
  );
  for (const a of failing) {
    console.log(`    (failed audit: ${a.id}: ${a.title})`);
    for (const item of auditItems(a.details).slice(0, 3)) console.log(`      ${item}`);
  }
  // Lighthouse 13 names the LCP element in this insight (its largest-contentful-paint-element
  // audit is gone).
  const lcpElement = nodeLabelIn(audits['lcp-breakdown-insight']?.details);
  console.log(
    `    FCP ${Math.round(metric('first-contentful-paint'))} ms, LCP ${Math.round(metric('largest-contentful-paint'))} ms (${lcpElement ?? 'element not reported'}), TBT ${Math.round(metric('total-blocking-time'))} ms`,
  );
  return {
    performance: category('performance'),
    accessibility: category('accessibility'),
    bestPractices: category('best-practices'),
    seo: category('seo'),
    lcp: metric('largest-contentful-paint'),
    tbt: metric('total-blocking-time'),
    cls: metric('cumulative-layout-shift'),
    lcpElement: lcpElement ?? 'not reported',
  };
}

/** "a heading (2 runs), a table (1 run)": the elements named as LCP, most often first. */
function lcpElements(runs: readonly AuditedRun[]): string {
  const counts = new Map<string, number>();
  for (const { lcpElement } of runs) counts.set(lcpElement, (counts.get(lcpElement) ?? 0) + 1);
  return [...counts]
    .sort(([, a], [, b]) => b - a)
    .map(([element, count]) => `${element} (${count} run${count === 1 ? '' : 's'})`)
    .join(', ');
}

async function keepReport(url: string, body: string | string[]): Promise<void> {
  if (!KEEP_REPORTS) return;
  await mkdir(KEEP_REPORTS, { recursive: true });
  const name = `${new URL(url).pathname.replace(/[^a-z0-9]+/gi, '_')}-${Date.now()}.json`;
  await writeFile(join(KEEP_REPORTS, name), Array.isArray(body) ? body.join('\n') : body);
}

interface AuditedPage {
  readonly path: string;
  /** Who is signed in for it; nobody on a public page. */
  readonly account?: Account;
  /** The targets it is held to, when not those of its kind (public or signed in). */
  readonly targets?: readonly Target[];
}

/** A tool's public page, the first the sitemap lists. */
async function firstProductPage(): Promise<string> {
  const sitemap = await (await fetch(`${WEB}/sitemap.xml`)).text();
  const path = /<loc>[^<]*?(\/tools\/[^</]+)<\/loc>/.exec(sitemap)?.[1];
  if (path === undefined) throw new Error('The sitemap lists no tool page to audit');
  return path;
}

async function firstToolId(): Promise<string> {
  const tools = (await (await fetch(`${API}/tool`)).json()) as { _id: string }[];
  const id = tools[0]?._id;
  if (id === undefined) throw new Error('The store has no tools to audit a tool page with');
  return id;
}

async function auditPage(page: AuditedPage, port: number): Promise<boolean> {
  const runs: AuditedRun[] = [];
  for (let run = 1; run <= RUNS; run += 1) {
    console.log(`${page.path}: run ${run} of ${RUNS}…`);
    runs.push(await audit(`${WEB}${page.path}`, port, page.account !== undefined));
  }
  const held = page.targets ?? (page.account ? SIGNED_IN_PAGE_TARGETS : PUBLIC_PAGE_TARGETS);
  const summary = report(medianFigures(runs), held, runs);
  const who = page.account ? `, signed in as ${page.account.email}` : '';
  console.log(`\n${page.path} (mobile, median (range) of ${RUNS} runs${who})`);
  for (const line of summary.lines) console.log(line);
  console.log(`  LCP element     ${lcpElements(runs)}`);
  console.log('');
  return summary.allMet;
}

async function main(): Promise<boolean> {
  const running = (await answers(`${WEB}/`)) && (await answers(`${API}/health`));
  if (running) console.log(`Reusing the store already running at ${WEB}.`);
  const store = running ? undefined : await startStore();
  const chrome = await chromeLauncher.launch({
    chromePath: CHROME_PATH,
    chromeFlags: OFFLINE_CHROMIUM_FLAGS,
  });
  const { customer, admin } = DEMO_ACCOUNTS;
  // `/order/{id}`: an order of the customer signed in, had once they are (see below).
  const ORDER_PAGE = '/dashboard/order/{id}';
  const pages: AuditedPage[] = [
    ...PUBLIC_PAGES.map((path) => ({ path })),
    { path: await firstProductPage(), targets: PRODUCT_PAGE_TARGETS },
    { path: `/tool/${await firstToolId()}`, account: customer },
    { path: '/dashboard/myOrders', account: customer },
    { path: '/cart', account: customer },
    { path: ORDER_PAGE, account: customer },
    { path: '/dashboard/manageOrders', account: admin },
  ].filter(({ path }) => ONLY.length === 0 || ONLY.some((prefix) => path.startsWith(prefix)));
  let allMet = true;
  let signedInAs: Account | undefined;
  let orderId: string | undefined;
  try {
    for (const listed of pages) {
      if (listed.account && listed.account !== signedInAs) {
        await signIn(chrome.port, WEB, listed.account);
        signedInAs = listed.account;
        // The customer's pages show their content: an order of theirs, a line in the cart.
        if (listed.account === customer) {
          ({ orderId } = await seedCustomer(chrome.port, WEB, customer.email));
        }
      }
      let page = listed;
      if (listed.path === ORDER_PAGE) {
        if (orderId === undefined) {
          console.log(`${ORDER_PAGE}: no order of the demo customer could be had; skipped.`);
          continue;
        }
        page = { ...listed, path: `/dashboard/order/${orderId}` };
      }
      allMet = (await auditPage(page, chrome.port)) && allMet;
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
