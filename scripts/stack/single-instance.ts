// Makes a second `npm start` say that one is already running instead of failing on a
// busy port with an obscure error.
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';

const isAlive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

/** Returns the pid of a running store, or undefined (and takes the lock). */
export function claimLock(dataDir: string): number | undefined {
  mkdirSync(dataDir, { recursive: true });
  const file = join(dataDir, 'store.pid');
  try {
    const pid = Number(readFileSync(file, 'utf8'));
    if (Number.isInteger(pid) && pid !== process.pid && isAlive(pid)) return pid;
  } catch {
    // No lock file: nothing runs.
  }
  writeFileSync(file, String(process.pid));
  return undefined;
}

export function releaseLock(dataDir: string): void {
  rmSync(join(dataDir, 'store.pid'), { force: true });
}

export function portIsFree(host: string, port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.once('error', () => resolve(false));
    probe.listen(port, host, () => probe.close(() => resolve(true)));
  });
}

/** The first of `ports` on `host` that another program holds, or undefined. */
export async function firstBusyPort(
  host: string,
  ports: readonly number[],
): Promise<number | undefined> {
  for (const port of ports) if (!(await portIsFree(host, port))) return port;
  return undefined;
}
