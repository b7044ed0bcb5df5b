// The open loop keeps its rate whatever the answers do, and times each request from when
// it was due: a store that answers slowly shows its latency, not a lower rate.
import { createServer, type Server } from 'node:http';
import { afterEach, describe, expect, it } from 'vitest';
import { runOpenLoad } from './open-loop';
import { knee, type StepFigures } from './open-loop-figures';

let server: Server | undefined;
afterEach(() => new Promise((done) => (server ? server.close(done) : done(undefined))));

async function slowStore(delayMs: number): Promise<string> {
  server = createServer((_request, response) => {
    setTimeout(() => response.end('[]'), delayMs);
  });
  await new Promise<void>((done) => server?.listen(0, '127.0.0.1', done));
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('no port');
  return `http://127.0.0.1:${address.port}`;
}

describe('runOpenLoad', () => {
  it('sends at the rate asked even when each answer takes longer than the gap', async () => {
    const url = await slowStore(200);
    const record = await runOpenLoad({
      url,
      rate: 100,
      seconds: 1,
      tools: [{ _id: 'tool', minQty: 1 }],
      customers: [{ email: 'a@b.test', token: 'token' }],
    });
    expect(record.sent).toBe(100);
    // A closed loop of one connection would have sent 5.
    expect(record.achievedRate).toBeGreaterThan(80);
    const latencies = Object.values(record.latencies).flat();
    expect(latencies).toHaveLength(100);
    expect(Math.min(...latencies)).toBeGreaterThanOrEqual(199);
  });
});

describe('knee', () => {
  const step = (share: number, browseP99: number) => ({ share, browseP99 }) as StepFigures;

  it('is the highest step whose browsing p99 stayed within 100 ms', () => {
    expect(knee([step(0.25, 20), step(0.5, 60), step(0.75, 140), step(1, 900)])?.share).toBe(0.5);
    expect(knee([step(0.25, 120)])).toBeUndefined();
  });
});
