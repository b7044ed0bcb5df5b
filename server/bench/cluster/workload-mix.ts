// What the next request of the mixed workload is, and what each answer leaves behind: 80 %
// browsing (GET /tool, GET /tool/{id}, GET /review), 15 % orders (POST /order) and 5 %
// payments (create-payment-intent, the local test-card confirm, PATCH /order: three
// requests each). Every 58 requests taken in turn hold 48 browsing, 9 orders and the start
// of one payment, whose two further steps are the next requests sent once the step before
// succeeded: 60 requests, 48/9/3. Shared by the closed-loop load (mixed-workload.ts) and
// the open-loop one (open-loop.ts), which differ only in when they send.
import type { Customer } from './customers';
import { nextPaymentStep, type Kind, type Task, type Tool } from './workload-requests';

export interface MixRecord {
  latencies: Record<Kind, number[]>;
  /** Answers per kind and status (0: no answer, the connection failed or timed out). */
  statuses: Record<Kind, Map<number, number>>;
  /** The first answer of each refusal (kind and status), to tell what it was. */
  samples: Map<string, string>;
  /** Ids of the orders answered with 201. */
  acknowledged: string[];
  /** Payments carried through all three steps, and their orders' ids. */
  paymentsRecorded: number;
  paid: string[];
  /** When the first and the last request that failed (5xx, or no answer) left (epoch ms). */
  firstFailedAt?: number;
  lastFailedAt?: number;
}

const SLOTS = 58;
const ORDER_SLOTS = new Set([3, 9, 16, 22, 29, 35, 42, 48, 55]);
const PAYMENT_SLOT = 26;

const pick = <T>(items: readonly T[]): T => {
  const item = items[Math.floor(Math.random() * items.length)];
  if (item === undefined) throw new Error('nothing to pick from');
  return item;
};

export function createMix(tools: readonly Tool[], customers: readonly Customer[]) {
  const record: MixRecord = {
    latencies: { browse: [], order: [], payment: [] },
    statuses: { browse: new Map(), order: new Map(), payment: new Map() },
    samples: new Map(),
    acknowledged: [],
    paymentsRecorded: 0,
    paid: [],
  };
  let slot = 0;
  // Orders go to the customers in turn; acknowledged (unpaid) ones wait here to be paid.
  let nextCustomer = 0;
  const unpaid: { orderId: string; token: string }[] = [];
  const continuations: Task[] = [];
  // /tool, /review and a tool's page in turn.
  const browsePaths = ['/tool', '/review', ''];

  function nextTask(): Task {
    const continuation = continuations.shift();
    if (continuation) return continuation;
    const turn = slot++ % SLOTS;
    const toPay = turn === PAYMENT_SLOT ? unpaid.shift() : undefined;
    if (toPay) return { kind: 'payment', step: 'intent', ...toPay };
    if (ORDER_SLOTS.has(turn)) {
      const customer = customers[nextCustomer++ % customers.length];
      if (!customer) throw new Error('the bench has no customers');
      return { kind: 'order', token: customer.token, tool: pick(tools) };
    }
    const path = browsePaths[turn % 3] || `/tool/${pick(tools)._id}`;
    return { kind: 'browse', path };
  }

  /** `latencyMs`: NaN when the request was not timed (built before the load began). */
  function onAnswer(task: Task, status: number, body: string, latencyMs: number): void {
    if (Number.isFinite(latencyMs)) record.latencies[task.kind].push(latencyMs);
    const counts = record.statuses[task.kind];
    counts.set(status, (counts.get(status) ?? 0) + 1);
    if (status >= 500 || status === 0) {
      const sentAt = Date.now() - (Number.isFinite(latencyMs) ? latencyMs : 0);
      record.firstFailedAt = Math.min(record.firstFailedAt ?? sentAt, sentAt);
      record.lastFailedAt = Math.max(record.lastFailedAt ?? sentAt, sentAt);
    }
    if (status >= 400 || status === 0) {
      const key = `${task.kind} ${status}`;
      if (!record.samples.has(key)) record.samples.set(key, body.slice(0, 160));
      return;
    }
    if (task.kind === 'order' && status === 201) {
      const { insertedId } = JSON.parse(body) as { insertedId: string };
      record.acknowledged.push(insertedId);
      unpaid.push({ orderId: insertedId, token: task.token });
    }
    if (task.kind !== 'payment') return;
    const next = nextPaymentStep(task, body);
    if (next) continuations.push(next);
    else {
      record.paymentsRecorded += 1;
      record.paid.push(task.orderId);
    }
  }

  return { record, nextTask, onAnswer };
}
