// One step of the open-loop bench as figures, its line of the table, and the knee.
import type { OpenLoopRecord } from './open-loop';

export interface StepFigures {
  /** The share of the measured capacity offered, and that rate (requests a second). */
  share: number;
  offered: number;
  achieved: number;
  answered: number;
  browseP50: number;
  browseP99: number;
  orderP50: number;
  orderP99: number;
  /** No answer (connection failed, timed out) or a 5xx. */
  errors: number;
  /** CPU milliseconds per request of the API processes together, and of PostgreSQL. */
  apiCpuMs: number;
  postgresCpuMs: number;
}

function percentile(values: readonly number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  if (sorted.length === 0) return Number.NaN;
  return (
    sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ??
    Number.NaN
  );
}

const round = (ms: number) => Math.round(ms * 10) / 10;
const hundredths = (ms: number) => Math.round(ms * 100) / 100;

export function stepFigures(
  share: number,
  offered: number,
  record: OpenLoopRecord,
  cpu: { apiMs: number; postgresMs: number },
): StepFigures {
  let errors = 0;
  for (const counts of Object.values(record.statuses)) {
    for (const [status, count] of counts) if (status === 0 || status >= 500) errors += count;
  }
  const sent = Math.max(1, record.sent);
  return {
    share,
    offered: Math.round(offered),
    achieved: record.achievedRate,
    answered: record.answeredRate,
    browseP50: round(percentile(record.latencies.browse, 50)),
    browseP99: round(percentile(record.latencies.browse, 99)),
    orderP50: round(percentile(record.latencies.order, 50)),
    orderP99: round(percentile(record.latencies.order, 99)),
    errors,
    apiCpuMs: hundredths(cpu.apiMs / sent),
    postgresCpuMs: hundredths(cpu.postgresMs / sent),
  };
}

export const STEP_HEADER =
  'share  offered/s  sent/s  answered/s  browse p50/p99 ms  order p50/p99 ms  errors  CPU ms/request API, PostgreSQL';

export const stepLine = (f: StepFigures) =>
  [
    `${Math.round(f.share * 100)} %`.padStart(5),
    String(f.offered).padStart(9),
    String(f.achieved).padStart(7),
    String(f.answered).padStart(11),
    `${f.browseP50} / ${f.browseP99}`.padStart(18),
    `${f.orderP50} / ${f.orderP99}`.padStart(17),
    String(f.errors).padStart(7),
    `  ${f.apiCpuMs}, ${f.postgresCpuMs}`,
  ].join('  ');

/** The highest step whose browsing p99 stayed within 100 ms, if any. */
export function knee(steps: readonly StepFigures[]): StepFigures | undefined {
  return steps.filter((f) => f.browseP99 <= 100).sort((a, b) => b.share - a.share)[0];
}
