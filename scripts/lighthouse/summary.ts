// Medians of several Lighthouse runs and the targets they are held to: issue 5's for the
// public pages (with issue 13's LCP of 1.2 s), issue 13's for the signed-in pages.

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

interface Target {
  readonly key: keyof RunFigures;
  readonly label: string;
  readonly met: (value: number) => boolean;
  readonly goal: string;
  readonly show: (value: number) => string;
}

const score = (value: number) => String(Math.round(value));

const ALL_TARGETS: readonly Target[] = [
  { key: 'performance', label: 'Performance', met: (v) => v >= 95, goal: '≥ 95', show: score },
  { key: 'accessibility', label: 'Accessibility', met: (v) => v >= 100, goal: '100', show: score },
  { key: 'bestPractices', label: 'Best practices', met: (v) => v >= 100, goal: '100', show: score },
  { key: 'seo', label: 'SEO', met: (v) => v >= 100, goal: '100', show: score },
  {
    key: 'lcp',
    label: 'LCP',
    met: (v) => v <= 1200,
    goal: '≤ 1.2 s',
    show: (v) => `${(v / 1000).toFixed(2)} s`,
  },
  {
    key: 'tbt',
    label: 'TBT',
    met: (v) => v <= 100,
    goal: '≤ 100 ms',
    show: (v) => `${Math.round(v)} ms`,
  },
  { key: 'cls', label: 'CLS', met: (v) => v <= 0.02, goal: '≤ 0.02', show: (v) => v.toFixed(3) },
];

/** The public pages, prerendered: every target. */
export const PUBLIC_PAGE_TARGETS: ReadonlyArray<keyof RunFigures> = ALL_TARGETS.map((t) => t.key);

/** The signed-in pages, drawn by the app: performance and accessibility (issue 13). */
export const SIGNED_IN_PAGE_TARGETS: ReadonlyArray<keyof RunFigures> = [
  'performance',
  'accessibility',
];

/** "(lowest–highest)" of one figure across `runs`, or nothing for fewer than two runs. */
function rangeOf(target: Target, runs: readonly RunFigures[]): string {
  if (runs.length < 2) return '';
  const values = runs.map((run) => run[target.key]);
  return ` (${target.show(Math.min(...values))}–${target.show(Math.max(...values))})`;
}

/**
 * The lines of a page's report (every figure, with its range across `runs` when given;
 * `held` are the ones with a target), and whether each was met.
 */
export function report(
  figures: RunFigures,
  held: ReadonlyArray<keyof RunFigures> = PUBLIC_PAGE_TARGETS,
  runs: readonly RunFigures[] = [],
): { lines: string[]; allMet: boolean } {
  let allMet = true;
  const width = runs.length < 2 ? 8 : 26;
  const lines = ALL_TARGETS.map((target) => {
    const value = figures[target.key];
    const figure = `${target.show(value)}${rangeOf(target, runs)}`;
    const shown = `  ${target.label.padEnd(15)} ${figure.padStart(width)}`;
    if (!held.includes(target.key)) return `${shown}   (no target on this page)`;
    const met = target.met(value);
    allMet &&= met;
    return `${shown}   target ${target.goal.padEnd(9)} ${met ? 'ok' : 'MISSED'}`;
  });
  return { lines, allMet };
}
