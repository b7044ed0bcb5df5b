// The closed-loop mixed workload (workload-mix.ts): every connection sends its next request
// as soon as its answer came. autocannon builds each request just before sending it and
// hands back its answer, so each is timed and counted by kind, and every order acknowledged
// with 201 is kept for the check that none was lost.
import autocannon, { type CycleStep, type Result } from 'autocannon';
import type { Customer } from './customers';
import { createMix, type MixRecord } from './workload-mix';
import { requestOf, type Task, type Tool } from './workload-requests';

interface Context {
  task: Task;
  /** When the request was handed to autocannon; NaN for those built before the load. */
  sentAt: number;
}

export interface LoadRecord extends MixRecord {
  result: Result;
}

export async function runMixedLoad(options: {
  url: string;
  connections: number;
  seconds: number;
  tools: readonly Tool[];
  customers: readonly Customer[];
}): Promise<LoadRecord> {
  const mix = createMix(options.tools, options.customers);
  let loadStarted = false;
  // One step, repeated: what each request is comes from nextTask, not from its place.
  const step: CycleStep<Context> = {
    setupRequest(_request, context) {
      context.task = mix.nextTask();
      // A connection's first request is built with the connection, before it is sent.
      context.sentAt = loadStarted ? performance.now() : Number.NaN;
      return requestOf(context.task);
    },
    onResponse(status, body, context) {
      mix.onAnswer(context.task, status, body, performance.now() - context.sentAt);
    },
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
  return { ...mix.record, result };
}
