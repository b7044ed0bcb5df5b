// A recurring job without a scheduler process: every API process asks for a run in each
// time slot, and the queue keeps one per slot, so the store runs it once per slot however
// many processes there are, and still runs it while any one of them is up.
import type { JobQueue } from './job-queue.port';

export function repeatEvery(
  queue: JobQueue,
  name: string,
  seconds: number,
  onError: (error: unknown) => void,
): () => void {
  const ask = () => void queue.sendOncePer(name, seconds).catch(onError);
  ask();
  // Twice a slot, so timer drift never skips one.
  const timer = setInterval(ask, (seconds * 1000) / 2);
  timer.unref();
  return () => clearInterval(timer);
}
