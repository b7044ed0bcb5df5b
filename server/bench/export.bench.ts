// npm run bench:export — the orders CSV at 100,000 orders: seeds a throwaway schema (see
// bench-database.ts, bench-orders.ts), then downloads GET /export/orders.csv through the
// real API handler (app.request()), reading the stream as a client would, and prints how
// long it took, how many rows and bytes came, and the process's peak memory above what it
// held before the download, sampled while the file streamed. The file is written a batch
// of 500 orders at a time; the npm script caps the heap at 48 MB, so an export that held
// the orders (or the file) would run out of memory instead of finishing. Left alone, V8
// lets garbage pile up to far more than it needs, which says nothing about the export.
import { openBenchDatabase } from './bench-database';
import { seededStore } from './bench-orders';

const ORDERS = Number(process.env['BENCH_ORDERS'] ?? 100_000);
const MB = 1024 * 1024;

async function main() {
  const database = await openBenchDatabase();
  try {
    const { app, admin } = await seededStore(
      database.db,
      ORDERS,
      database.kind,
      'downloading GET /export/orders.csv (app.request)',
    );

    globalThis.gc?.();
    const before = process.memoryUsage();
    let peakRss = before.rss;
    let peakHeap = before.heapUsed;
    const sample = setInterval(() => {
      const now = process.memoryUsage();
      peakRss = Math.max(peakRss, now.rss);
      peakHeap = Math.max(peakHeap, now.heapUsed);
    }, 20);

    const started = performance.now();
    const response = await app.request('/export/orders.csv', {
      headers: { Authorization: admin },
    });
    if (response.status !== 200 || !response.body) {
      throw new Error(`The export answered ${response.status}`);
    }
    let bytes = 0;
    let lines = 0;
    const reader = response.body.getReader();
    for (;;) {
      const chunk = await reader.read();
      if (chunk.done) break;
      bytes += chunk.value.byteLength;
      for (const byte of chunk.value) if (byte === 10) lines += 1;
    }
    const seconds = (performance.now() - started) / 1000;
    clearInterval(sample);

    console.log(
      `${lines - 1} rows, ${(bytes / MB).toFixed(1)} MB in ${seconds.toFixed(1)} s; ` +
        `peak memory above the start: RSS +${((peakRss - before.rss) / MB).toFixed(1)} MB, ` +
        `heap +${((peakHeap - before.heapUsed) / MB).toFixed(1)} MB`,
    );
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
