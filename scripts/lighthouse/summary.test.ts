import { describe, expect, it } from 'vitest';
import {
  median,
  medianFigures,
  PRODUCT_PAGE_TARGETS,
  PUBLIC_PAGE_TARGETS,
  report,
  SIGNED_IN_PAGE_TARGETS,
  type RunFigures,
} from './summary';

const run = (overrides: Partial<RunFigures>): RunFigures => ({
  performance: 99,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  lcp: 1000,
  tbt: 20,
  cls: 0,
  ...overrides,
});

describe('Lighthouse summary', () => {
  it('takes the middle value, or the mean of the two middle ones', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(() => median([])).toThrow(RangeError);
  });

  it('takes each figure’s median on its own', () => {
    const figures = medianFigures([
      run({ performance: 90, lcp: 2500 }),
      run({ performance: 97, lcp: 1200 }),
      run({ performance: 95, lcp: 1800 }),
    ]);
    expect(figures).toMatchObject({ performance: 95, lcp: 1800 });
  });

  it('passes a page that meets every target and names the one it misses', () => {
    expect(report(run({})).allMet).toBe(true);
    const missed = report(run({ cls: 0.05 }));
    expect(missed.allMet).toBe(false);
    expect(missed.lines.filter((line) => line.includes('MISSED'))).toEqual([
      expect.stringMatching(/^ {2}CLS +0\.050/),
    ]);
  });

  it('holds the limits exactly: 95 and 1.2 s pass, 94 and 1.201 s do not', () => {
    expect(report(run({ performance: 95, lcp: 1200, tbt: 100, cls: 0.02 })).allMet).toBe(true);
    expect(report(run({ performance: 94 })).allMet).toBe(false);
    expect(report(run({ lcp: 1201 })).allMet).toBe(false);
  });

  it('holds a signed-in page to performance, accessibility, LCP on every run and no shift', () => {
    const slowBlocking = report(run({ tbt: 450, seo: 80 }), SIGNED_IN_PAGE_TARGETS);
    expect(slowBlocking.allMet).toBe(true);
    expect(slowBlocking.lines).toContainEqual(
      expect.stringMatching(/^ {2}TBT +450 ms +\(no target/),
    );
    expect(report(run({ accessibility: 98 }), SIGNED_IN_PAGE_TARGETS).allMet).toBe(false);
    expect(report(run({ cls: 0.001 }), SIGNED_IN_PAGE_TARGETS).allMet).toBe(false);
    const runs = [run({ lcp: 1500 }), run({ lcp: 1600 }), run({ lcp: 2100 })];
    const oneSlowRun = report(medianFigures(runs), SIGNED_IN_PAGE_TARGETS, runs);
    expect(oneSlowRun.allMet).toBe(false);
    expect(oneSlowRun.lines).toContainEqual(expect.stringMatching(/^ {2}LCP .*each run +MISSED/));
    const fast = [run({ lcp: 1500 }), run({ lcp: 2000 })];
    expect(report(medianFigures(fast), SIGNED_IN_PAGE_TARGETS, fast).allMet).toBe(true);
  });

  it('holds a product page to a performance of 98', () => {
    expect(report(run({ performance: 98 }), PRODUCT_PAGE_TARGETS).allMet).toBe(true);
    expect(report(run({ performance: 97 }), PRODUCT_PAGE_TARGETS).allMet).toBe(false);
    expect(report(run({ performance: 97 }), PUBLIC_PAGE_TARGETS).allMet).toBe(true);
  });

  it('shows each figure’s range across the runs beside its median', () => {
    const runs = [run({ lcp: 1900 }), run({ lcp: 1500 }), run({ lcp: 2300, performance: 93 })];
    const { lines } = report(medianFigures(runs), SIGNED_IN_PAGE_TARGETS, runs);
    expect(lines).toContainEqual(expect.stringMatching(/^ {2}LCP +1\.90 s \(1\.50 s–2\.30 s\)/));
    expect(lines).toContainEqual(expect.stringMatching(/^ {2}Performance +99 \(93–99\) +target/));
  });
});
