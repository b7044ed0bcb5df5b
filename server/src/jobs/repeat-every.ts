// A recurring job without a scheduler process: every API process asks for a run in each
// time slot, and the queue keeps one per slot, so the store runs it once per slot however
// many processes there are, and still runs it while any one of them is up.
import type { JobQueue, SweepJob } from './job-queue.port';

/** Makes this process one of the job's workers and asks for a run every `everySeconds`. */
export async function repeatJob(
  queue: JobQueue,
  job: SweepJob,
  log: (line: string) => void,
): Promise<() => void> {
  await queue.work(job);
  const onError = (error: unknown) => log(`could not queue ${job.name}: ${String(error)}`);
  const ask = () => void queue.sendOncePer(job.name, job.everySeconds).catch(onError);
  ask();
  // Twice a slot, so timer drift never skips one.
  const timer = setInterval(ask, (job.everySeconds * 1000) / 2);
  timer.unref();
  return () => clearInterval(timer);
}
