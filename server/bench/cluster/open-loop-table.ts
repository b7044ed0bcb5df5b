// The open-loop bench over several runs (`-- --runs 3`), as the README shows it: for each
// step, the median of each figure across the runs and, for the ones that vary most, their
// range (lowest–highest). One table per number of API processes.
import { median } from '../../../scripts/lighthouse/summary';
import type { StepFigures } from './open-loop-figures';

/** One run of the bench on a cluster of `processes` API processes. */
export interface ClusterRun {
  processes: number;
  /** Requests a second the closed loop measured first. */
  capacity: number;
  steps: StepFigures[];
  statements: { browse: number; order: number; payment: number };
}

const whole = (value: number) => Math.round(value).toLocaleString('en-US');
const tenths = (value: number) => (Math.round(value * 10) / 10).toString();
const hundredths = (value: number) => value.toFixed(2);

/** `median (lowest–highest)`, or the one value when every run had it (or only one ran). */
export function medianRange(values: readonly number[], show: (value: number) => string): string {
  const [middle, low, high] = [median(values), Math.min(...values), Math.max(...values)].map(show);
  return low === high ? `${middle}` : `${middle} (${low}–${high})`;
}

const HEADER = [
  'load (of capacity)',
  'offered/s',
  'answered/s',
  'browse p50 / p99 ms',
  'order p50 / p99 ms',
  'errors',
  'CPU ms a request: API, PostgreSQL',
];

const row = (cells: readonly string[]) => `| ${cells.join(' | ')} |`;

/** The markdown table of `runs` (all on one number of processes), and its figures below. */
export function openLoopTable(runs: readonly ClusterRun[]): string[] {
  const shares = [...new Set(runs.flatMap((run) => run.steps.map((step) => step.share)))];
  const lines = [row(HEADER), row(HEADER.map(() => '---'))];
  for (const share of shares.sort((a, b) => a - b)) {
    const steps = runs.flatMap((run) => run.steps.filter((step) => step.share === share));
    const of = (key: keyof StepFigures) => steps.map((step) => step[key]);
    const latency = (p50: keyof StepFigures, p99: keyof StepFigures) =>
      `${tenths(median(of(p50)))} / ${medianRange(of(p99), tenths)}`;
    lines.push(
      row([
        `${Math.round(share * 100)} %`,
        medianRange(of('offered'), whole),
        medianRange(of('answered'), whole),
        latency('browseP50', 'browseP99'),
        latency('orderP50', 'orderP99'),
        medianRange(of('errors'), whole),
        `${medianRange(of('apiCpuMs'), hundredths)}, ${medianRange(of('postgresCpuMs'), hundredths)}`,
      ]),
    );
  }
  const statements = (kind: keyof ClusterRun['statements']) =>
    medianRange(
      runs.map((run) => run.statements[kind]),
      tenths,
    );
  return [
    ...lines,
    '',
    `Capacity measured first (closed loop, 200 connections): ${medianRange(
      runs.map((run) => run.capacity),
      whole,
    )} requests a second. SQL statements a request: browse ${statements('browse')}, order ${statements('order')}, payment step ${statements('payment')}.`,
  ];
}
