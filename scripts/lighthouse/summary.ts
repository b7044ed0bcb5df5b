// Medians of several Lighthouse runs and the targets each kind of page is held to: issue 5's
// for the public pages (with issue 13's LCP of 1.2 s), issue 22's for the product pages and
// the signed-in pages.

export interface RunFigures {
  readonly performance: number;
  readonly accessibility: number;
  readonly bestPractices: number;
  readonly seo: number;
  /** Milliseconds. */
  readonly lcp: number;
  /** Milliseconds. */
  readonly tbt: number;
  readonly cls: number;
}

export function median(values: readonly number[]): number {
  if (values.length === 0) throw new RangeError('No values');
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? (sorted[middle] as number)
    : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
}

/** Each figure's own median across the runs. */
export function medianFigures(runs: readonly RunFigures[]): RunFigures {
  const of = (key: keyof RunFigures) => median(runs.map((run) => run[key]));
  return {
    performance: of('performance'),
    accessibility: of('accessibility'),
    bestPractices: of('bestPractices'),
    seo: of('seo'),
    lcp: of('lcp'),
    tbt: of('tbt'),
    cls: of('cls'),
  };
}

/** How a figure is named and shown in the report. */
interface Figure {
  readonly key: keyof RunFigures;
  readonly label: string;
  readonly show: (value: number) => string;
}

/** A limit a page is held to: on the median of its runs, or on every run. */
export interface Target {
  readonly key: keyof RunFigures;
  readonly met: (value: number) => boolean;
  readonly goal: string;
  /** Held on every run (the worst one decides), not on the median. */
  readonly everyRun?: boolean;
}

const score = (value: number) => String(Math.round(value));
const seconds = (value: number) => `${(value / 1000).toFixed(2)} s`;

const FIGURES: readonly Figure[] = [
  { key: 'performance', label: 'Performance', show: score },
  { key: 'accessibility', label: 'Accessibility', show: score },
  { key: 'bestPractices', label: 'Best practices', show: score },
  { key: 'seo', label: 'SEO', show: score },
  { key: 'lcp', label: 'LCP', show: seconds },
  { key: 'tbt', label: 'TBT', show: (v) => `${Math.round(v)} ms` },
  { key: 'cls', label: 'CLS', show: (v) => v.toFixed(3) },
];

const atLeast = (key: keyof RunFigures, least: number): Target => ({
  key,
  met: (v) => v >= least,
  goal: least === 100 ? '100' : `≥ ${least}`,
});
const lcpWithin = (ms: number, everyRun = false): Target => ({
  key: 'lcp',
  met: (v) => v <= ms,
  goal: `≤ ${(ms / 1000).toFixed(1)} s${everyRun ? ' each run' : ''}`,
  everyRun,
});

/** The public pages, prerendered (issue 5, with issue 13's LCP of 1.2 s). */
export const PUBLIC_PAGE_TARGETS: readonly Target[] = [
  atLeast('performance', 95),
  atLeast('accessibility', 100),
  atLeast('bestPractices', 100),
  atLeast('seo', 100),
  lcpWithin(1200),
  { key: 'tbt', met: (v) => v <= 100, goal: '≤ 100 ms' },
  { key: 'cls', met: (v) => v <= 0.02, goal: '≤ 0.02' },
];

/** A tool's public page, /tools/{slug}, drawn by the API with no script (issue 22). */
export const PRODUCT_PAGE_TARGETS: readonly Target[] = PUBLIC_PAGE_TARGETS.map((target) =>
  target.key === 'performance' ? atLeast('performance', 98) : target,
);

/** The signed-in pages, painted from their prerendered frame (issue 22). */
export const SIGNED_IN_PAGE_TARGETS: readonly Target[] = [
  atLeast('performance', 95),
  atLeast('accessibility', 100),
  lcpWithin(2000, true),
  { key: 'cls', met: (v) => v === 0, goal: '0' },
];

/** "(lowest–highest)" of one figure across `runs`, or nothing for fewer than two runs. */
function rangeOf(figure: Figure, runs: readonly RunFigures[]): string {
  if (runs.length < 2) return '';
  const values = runs.map((run) => run[figure.key]);
  return ` (${figure.show(Math.min(...values))}–${figure.show(Math.max(...values))})`;
}

function isMet(target: Target, figures: RunFigures, runs: readonly RunFigures[]): boolean {
  if (target.everyRun && runs.length > 0) return runs.every((run) => target.met(run[target.key]));
  return target.met(figures[target.key]);
}

/**
 * The lines of a page's report (every figure, with its range across `runs` when given;
 * `held` are the targets the page is held to), and whether each was met.
 */
export function report(
  figures: RunFigures,
  held: readonly Target[] = PUBLIC_PAGE_TARGETS,
  runs: readonly RunFigures[] = [],
): { lines: string[]; allMet: boolean } {
  let allMet = true;
  const width = runs.length < 2 ? 8 : 26;
  const lines = FIGURES.map((figure) => {
    const shown = `  ${figure.label.padEnd(15)} ${`${figure.show(figures[figure.key])}${rangeOf(figure, runs)}`.padStart(width)}`;
    const target = held.find((candidate) => candidate.key === figure.key);
    if (!target) return `${shown}   (no target on this page)`;
    const met = isMet(target, figures, runs);
    allMet &&= met;
    return `${shown}   target ${target.goal.padEnd(9)} ${met ? 'ok' : 'MISSED'}`;
  });
  return { lines, allMet };
}
