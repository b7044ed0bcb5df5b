// What one load showed, as figures, and the targets they are held to.
import type { LoadRecord } from './mixed-workload';
import type { Kind } from './workload-requests';

export interface PhaseFigures {
  label: string;
  kill: boolean;
  requests: number;
  rps: number;
  p50: number;
  p99: number;
  browseP50: number;
  browseP99: number;
  orderP99: number;
  paymentP99: number;
  /** Connection errors, timeouts and 5xx answers. */
  errors: number;
  /** Of which 5xx answers (e.g. nginx's 502 for a request in progress on a killed process). */
  serverErrors: number;
  errorRate: number;
  /** 4xx answers by kind and status: refusals the store meant (stock gone, limits). */
  refusals: string;
  /** The share of answers per kind, e.g. "browse 80 %, order 15 %, payment 5 %". */
  mix: string;
  ordersAcknowledged: number;
  paymentsRecorded: number;
  lostOrders: number;
  oversold: number;
}

function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, index)] ?? Number.NaN;
}

const sortedOf = (values: readonly number[]) => [...values].sort((a, b) => a - b);
const round = (ms: number) => Math.round(ms * 10) / 10;

export function phaseFigures(
  label: string,
  kill: boolean,
  record: LoadRecord,
  checks: { lostOrders: number; oversold: number },
): PhaseFigures {
  const kinds: Kind[] = ['browse', 'order', 'payment'];
  const all = sortedOf(kinds.flatMap((kind) => record.latencies[kind]));
  const browse = sortedOf(record.latencies.browse);
  let serverErrors = 0;
  const refusals: string[] = [];
  for (const kind of kinds) {
    for (const [status, count] of record.statuses[kind]) {
      if (status >= 500) serverErrors += count;
      else if (status >= 400) {
        const sample = record.samples.get(`${kind} ${status}`) ?? '';
        refusals.push(`${kind} ${status}: ${count} (${sample})`);
      }
    }
  }
  const answered = kinds.map((kind) =>
    [...record.statuses[kind].values()].reduce((a, b) => a + b, 0),
  );
  const total = answered.reduce((a, b) => a + b, 0);
  const mix = kinds
    .map((kind, i) => `${kind} ${(((answered[i] ?? 0) / Math.max(1, total)) * 100).toFixed(1)} %`)
    .join(', ');
  const requests = record.result.requests.total;
  const errors = record.result.errors + serverErrors;
  return {
    label,
    kill,
    requests,
    rps: Math.round(requests / record.result.duration),
    p50: round(percentile(all, 50)),
    p99: round(percentile(all, 99)),
    browseP50: round(percentile(browse, 50)),
    browseP99: round(percentile(browse, 99)),
    orderP99: round(percentile(sortedOf(record.latencies.order), 99)),
    paymentP99: round(percentile(sortedOf(record.latencies.payment), 99)),
    errors,
    serverErrors,
    errorRate: requests === 0 ? 1 : errors / requests,
    refusals: refusals.join(', ') || 'none',
    mix,
    ordersAcknowledged: record.acknowledged.length,
    paymentsRecorded: record.paymentsRecorded,
    ...checks,
  };
}

export function printPhase(f: PhaseFigures): void {
  console.log(`\n== ${f.label}`);
  console.log(
    `  ${f.requests} requests, ${f.rps} req/s; latency p50 ${f.p50} ms, p99 ${f.p99} ms` +
      ` (browsing p50 ${f.browseP50} ms, p99 ${f.browseP99} ms; orders p99 ${f.orderP99} ms;` +
      ` payments p99 ${f.paymentP99} ms)`,
  );
  console.log(
    `  mix: ${f.mix}; errors ${f.errors} (${(f.errorRate * 100).toFixed(2)} %, ${f.serverErrors} of them 5xx); refusals: ${f.refusals}`,
  );
  console.log(
    `  orders acknowledged ${f.ordersAcknowledged}, lost ${f.lostOrders}; payments recorded` +
      ` ${f.paymentsRecorded}; units oversold ${f.oversold}`,
  );
}

interface Verdict {
  target: string;
  pass: boolean;
}

/** The targets of issue 12: browsing p99 <= 50 ms, nothing oversold or lost, < 1 % errors. */
export function verdicts(phases: readonly PhaseFigures[]): Verdict[] {
  const list: Verdict[] = [];
  for (const f of phases) {
    if (!f.kill) {
      list.push({
        target: `${f.label}: browsing p99 ${f.browseP99} ms <= 50 ms`,
        pass: f.browseP99 <= 50,
      });
    }
    list.push({ target: `${f.label}: 0 units oversold (${f.oversold})`, pass: f.oversold === 0 });
    list.push({ target: `${f.label}: 0 lost orders (${f.lostOrders})`, pass: f.lostOrders === 0 });
    const rate = `${(f.errorRate * 100).toFixed(2)} %`;
    list.push(
      f.kill
        ? { target: `${f.label}: errors ${rate} < 1 %`, pass: f.errorRate < 0.01 }
        : { target: `${f.label}: no errors (${f.errors})`, pass: f.errors === 0 },
    );
  }
  return list;
}
