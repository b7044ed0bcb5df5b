// Open-loop load: requests leave at a fixed rate whatever the answers do (request i is due
// at start + i / rate), so a slow store meets a queue, as it would from real visitors,
// instead of fewer requests. Each latency runs from when the request was due, not from
// when it left, so a generator that fell behind does not hide the wait (no coordinated
// omission). What each request is comes from the mixed workload (workload-mix.ts).
import http from 'node:http';
import type { Customer } from './customers';
import { createMix, type MixRecord } from './workload-mix';
import { requestOf, type Tool } from './workload-requests';

export interface OpenLoopRecord extends MixRecord {
  /** Requests sent, and the rate they went out at (requests a second). */
  sent: number;
  achievedRate: number;
  /** Requests answered per second over the step. */
  answeredRate: number;
}

const TIMEOUT_MS = 10_000;

export async function runOpenLoad(options: {
  /** e.g. http://127.0.0.1:8080 */
  url: string;
  rate: number;
  seconds: number;
  tools: readonly Tool[];
  customers: readonly Customer[];
}): Promise<OpenLoopRecord> {
  const target = new URL(options.url);
  const mix = createMix(options.tools, options.customers);
  // Connections as many as the waiting requests need: an open loop never waits for one.
  const agent = new http.Agent({ keepAlive: true, maxSockets: Infinity });
  const total = Math.round(options.rate * options.seconds);
  const started = performance.now();
  let sent = 0;
  let answered = 0;
  const pending = new Set<Promise<void>>();

  const send = (dueAt: number) => {
    const task = mix.nextTask();
    const params = requestOf(task);
    const done = new Promise<void>((resolve) => {
      const finish = (status: number, body: string) => {
        answered += 1;
        mix.onAnswer(task, status, body, performance.now() - dueAt);
        resolve();
      };
      const request = http.request(
        {
          agent,
          host: target.hostname,
          port: target.port,
          method: params.method,
          path: params.path,
          headers: params.headers,
          timeout: TIMEOUT_MS,
        },
        (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () =>
            finish(response.statusCode ?? 0, Buffer.concat(chunks).toString()),
          );
          response.on('error', (error) => finish(0, error.message));
        },
      );
      request.on('timeout', () => request.destroy(new Error('timed out')));
      request.on('error', (error) => finish(0, error.message));
      request.end(params.body);
    });
    pending.add(done);
    void done.then(() => pending.delete(done));
  };

  await new Promise<void>((resolve) => {
    const tick = () => {
      const now = performance.now();
      // Every request that is due by now leaves now, each timed from its own due time.
      while (sent < total && started + (sent * 1000) / options.rate <= now) {
        send(started + (sent * 1000) / options.rate);
        sent += 1;
      }
      if (sent >= total) resolve();
      else setTimeout(tick, 1);
    };
    tick();
  });
  const sendingSeconds = (performance.now() - started) / 1000;
  await Promise.all(pending);
  const seconds = (performance.now() - started) / 1000;
  agent.destroy();
  return {
    ...mix.record,
    sent,
    achievedRate: Math.round(sent / sendingSeconds),
    answeredRate: Math.round(answered / seconds),
  };
}
