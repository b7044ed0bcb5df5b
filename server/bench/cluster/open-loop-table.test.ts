// Three runs of the bench become the README's table: per step the median and the range.
import { describe, expect, it } from 'vitest';
import type { StepFigures } from './open-loop-figures';
import { openLoopTable, type ClusterRun } from './open-loop-table';

const step = (share: number, browseP99: number, apiCpuMs: number): StepFigures => ({
  share,
  offered: 100 * share,
  achieved: 100 * share,
  answered: 100 * share,
  browseP50: 5,
  browseP99,
  orderP50: 40,
  orderP99: 120,
  errors: 0,
  apiCpuMs,
  postgresCpuMs: 1,
});

const run = (capacity: number, browseP99: number, order: number): ClusterRun => ({
  processes: 1,
  capacity,
  steps: [step(0.5, browseP99, 2), step(0.25, browseP99 / 2, 3)],
  statements: { browse: 0.7, order, payment: 7 },
});

describe('the open-loop table of several runs', () => {
  it('shows each step in order, with the median and the range of the runs', () => {
    const lines = openLoopTable([run(100, 30, 22), run(120, 90, 24), run(110, 45, 23)]);
    expect(lines[2]).toBe('| 25 % | 25 | 25 | 5 / 22.5 (15–45) | 40 / 120 | 0 | 3.00, 1.00 |');
    expect(lines[3]).toBe('| 50 % | 50 | 50 | 5 / 45 (30–90) | 40 / 120 | 0 | 2.00, 1.00 |');
    expect(lines.at(-1)).toBe(
      'Capacity measured first (closed loop, 200 connections): 110 (100–120) requests a second. SQL statements a request: browse 0.7, order 23 (22–24), payment step 7.',
    );
  });

  it('shows one value where the runs agree, or only one ran', () => {
    expect(openLoopTable([run(100, 30, 22)])[3]).toContain('| 5 / 30 |');
  });
});
