// `npm run size:source`: the lines of source the store is made of, by layer, tests apart.
// Issue 24 asks for a smaller codebase with every feature kept: this is the figure, counted
// the same way at any commit (`npm run size:source -- <commit>`), from git's tree rather
// than the working directory, so a build's or an editor's files never count.
import { execFileSync } from 'node:child_process';

const commit = process.argv[2] ?? 'HEAD';
const git = (...args: string[]) =>
  execFileSync('git', args, { encoding: 'utf8', maxBuffer: 256 * 1024 * 1024 });

// Tests, stories, contract suites and their kits (src/testing's msw handlers and demo
// worlds, server/src/testing's test app, jobs/testing's workers): the code that checks the
// store. Issue 24's figure is the rest, the code the store runs.
const CHECKS = /\.(test|spec|stories|cases)\.tsx?$|\/(contracts|test-support|testing)\//;
const LAYERS = [
  'src/domain',
  'src/application',
  'src/ports',
  'src/adapters',
  'src/machines',
  'src/ui',
  'src/app',
  'src/testing',
  'src/seed',
  'server/src',
];

// `git grep -c ''` counts each file's lines in one process: `<commit>:<path>:<count>`.
const counts = git('grep', '-c', '', commit, '--', 'src/*.ts', 'src/*.tsx', 'server/src/*.ts')
  .split('\n')
  .filter(Boolean)
  .map((row) => {
    const [path = '', count = '0'] = row.slice(commit.length + 1).split(/:(?=\d+$)/);
    return { path, lines: Number(count) };
  });

const rows = new Map<string, { source: number; checks: number }>();
for (const { path, lines } of counts) {
  const layer = LAYERS.find((prefix) => path.startsWith(`${prefix}/`)) ?? 'src (other)';
  const row = rows.get(layer) ?? { source: 0, checks: 0 };
  row[CHECKS.test(path) ? 'checks' : 'source'] += lines;
  rows.set(layer, row);
}

const width = Math.max(...[...rows.keys()].map((layer) => layer.length), 'total'.length);
const line = (name: string, source: number | string, checks: number | string) =>
  `${name.padEnd(width)}  ${String(source).padStart(7)}  ${String(checks).padStart(7)}`;
console.log(`Lines at ${git('rev-parse', '--short', commit).trim()}`);
console.log(line('layer', 'source', 'tests'));
let source = 0;
let checks = 0;
for (const layer of [...LAYERS, 'src (other)']) {
  const row = rows.get(layer);
  if (!row) continue;
  console.log(line(layer, row.source, row.checks));
  source += row.source;
  checks += row.checks;
}
console.log(line('total', source, checks));
