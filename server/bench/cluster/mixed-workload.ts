// The mixed workload: 80 % browsing (GET /tool, GET /tool/{id}, GET /review), 15 % orders
// (POST /order) and 5 % payments (create-payment-intent, the local test-card confirm, PATCH
// /order: three requests each), over all connections together. Every 58 requests taken in
// turn by whichever connection is free hold 48 browsing, 9 orders and the start of one
// payment, whose two further steps go out as the next requests of any connection once the
// step before succeeded: 60 requests, 48/9/3. autocannon builds each request just before
// sending it and hands back its answer, so each is timed and counted by kind, and every order
// acknowledged with 201 is kept for the check that none was lost.
import autocannon, { type CycleStep, type Result } from 'autocannon';
import type { Customer } from './customers';
import { nextPaymentStep, requestOf, type Kind, type Task, type Tool } from './workload-requests';

interface Context {
  task: Task;
  /** When the request was handed to autocannon; NaN for those built before the load. */
  sentAt: number;
}

export interface LoadRecord {
  latencies: Record<Kind, number[]>;
  /** Answers per kind and status. */
  statuses: Record<Kind, Map<number, number>>;
  /** The first answer of each refusal (kind and status), to tell what it was. */
  samples: Map<string, string>;
  /** Ids of the orders answered with 201. */
  acknowledged: string[];
  /** Payments carried through all three steps. */
  paymentsRecorded: number;
  result: Result;
}

const SLOTS = 58;
const ORDER_SLOTS = new Set([3, 9, 16, 22, 29, 35, 42, 48, 55]);
const PAYMENT_SLOT = 26;

const pick = <T>(items: readonly T[]): T => {
  const item = items[Math.floor(Math.random() * items.length)];
  if (item === undefined) throw new Error('nothing to pick from');
  return item;
};

export async function runMixedLoad(options: {
  url: string;
  connections: number;
  seconds: number;
  tools: readonly Tool[];
  customers: readonly Customer[];
}): Promise<LoadRecord> {
  const { tools, customers } = options;
  const record: Omit<LoadRecord, 'result'> = {
    latencies: { browse: [], order: [], payment: [] },
    statuses: { browse: new Map(), order: new Map(), payment: new Map() },
    samples: new Map(),
    acknowledged: [],
    paymentsRecorded: 0,
  };
  let slot = 0;
  // Orders go to the customers in turn; acknowledged (unpaid) ones wait here to be paid.
  let nextCustomer = 0;
  const unpaid: { orderId: string; token: string }[] = [];
  const continuations: Task[] = [];
  // /tool, /review and a tool's page in turn.
  const browsePaths = ['/tool', '/review', ''];
  let loadStarted = false;

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

  function onResponse(status: number, body: string, context: Context): void {
    const { task } = context;
    if (Number.isFinite(context.sentAt)) {
      record.latencies[task.kind].push(performance.now() - context.sentAt);
    }
    const counts = record.statuses[task.kind];
    counts.set(status, (counts.get(status) ?? 0) + 1);
    if (status >= 400) {
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
    else record.paymentsRecorded += 1;
  }

  // One step, repeated: what each request is comes from nextTask, not from its place.
  const step: CycleStep<Context> = {
    setupRequest(_request, context) {
      context.task = nextTask();
      // A connection's first request is built with the connection, before it is sent.
      context.sentAt = loadStarted ? performance.now() : Number.NaN;
      return requestOf(context.task);
    },
    onResponse,
  };
  const running = autocannon<Context>({
    url: options.url,
    connections: options.connections,
    duration: options.seconds,
    requests: [step],
    initialContext: { task: { kind: 'browse', path: '/tool' }, sentAt: Number.NaN },
  });
  // autocannon builds its connections (and their first requests) before it returns.
  loadStarted = true;
  const result = await running;
  // Spread only now: the counts are numbers, copied when spread.
  return { ...record, result };
}
