// CPU time spent by the API processes and by PostgreSQL, from /proc (Linux): user + system
// clock ticks of each process, and for PostgreSQL's postmaster also those of its children
// that ended (cutime, cstime), so a backend that closed meanwhile still counts.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** Linux's USER_HZ, the unit of /proc's times, on every architecture that runs this. */
const TICKS_PER_SECOND = 100;

interface Stat {
  ppid: number;
  /** utime + stime, and cutime + cstime, in ticks. */
  own: number;
  children: number;
}

function statOf(pid: number): Stat | undefined {
  try {
    const text = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name is in parentheses and may hold spaces: fields start after it.
    const fields = text.slice(text.lastIndexOf(')') + 2).split(' ');
    const field = (n: number) => Number(fields[n - 3]);
    return { ppid: field(4), own: field(14) + field(15), children: field(16) + field(17) };
  } catch {
    return undefined;
  }
}

/** CPU milliseconds of the processes `pids`. */
export function cpuMsOf(pids: readonly number[]): number {
  const ticks = pids.reduce((sum, pid) => sum + (statOf(pid)?.own ?? 0), 0);
  return (ticks * 1000) / TICKS_PER_SECOND;
}

/** CPU milliseconds of the PostgreSQL whose data folder is `dataDir`: all its processes. */
export function postgresCpuMs(dataDir: string): number {
  const pidFile = join(dataDir, 'postmaster.pid');
  if (!existsSync(pidFile)) return Number.NaN;
  const postmaster = Number(readFileSync(pidFile, 'utf8').split('\n')[0]);
  const main = statOf(postmaster);
  if (!main) return Number.NaN;
  let ticks = main.own + main.children;
  for (const name of readdirSync('/proc')) {
    const pid = Number(name);
    if (!Number.isInteger(pid)) continue;
    const stat = statOf(pid);
    if (stat?.ppid === postmaster) ticks += stat.own;
  }
  return (ticks * 1000) / TICKS_PER_SECOND;
}
