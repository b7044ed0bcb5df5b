// PGlite is one process's database: a second API on the same data directory would keep its
// own copy in memory, sell the same stock twice and lose writes on restart. The first API
// takes this lock; the others refuse to start. (Several processes share PostgreSQL instead.)
// Taking it is the first touch of the directory, so it makes the directory when missing
// (a fresh clone has no .data).
import { linkSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const lockFile = 'api.pid';

const isAlive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: alive, but another user's.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
};

export class DataDirInUseError extends Error {
  constructor(
    readonly dataDir: string,
    readonly pid: number,
  ) {
    super(
      `Another API (process ${pid}) is using the data directory ${dataDir}: stop it first, or set DATABASE_URL so that several API processes share one PostgreSQL.`,
    );
  }
}

export class DataDirUnusableError extends Error {
  constructor(dataDir: string, cause: unknown) {
    const code = (cause as NodeJS.ErrnoException).code ?? String(cause);
    super(
      `The data directory ${dataDir} cannot be made or written (${code}): set DATA_DIR to a directory this user may write.`,
      { cause },
    );
  }
}

/**
 * Takes the lock of `dataDir` for this process, making the directory if needed; throws
 * DataDirInUseError, or DataDirUnusableError when it cannot be made or written.
 */
export function lockDataDir(dataDir: string): { release(): void } {
  const file = join(dataDir, lockFile);
  // Written aside, then linked into place: link() fails if the lock exists, so only one
  // process wins, and nobody ever reads a lock file before its pid is in it.
  const mine = `${file}.${process.pid}`;
  try {
    mkdirSync(dataDir, { recursive: true });
    writeFileSync(mine, String(process.pid));
  } catch (error) {
    throw new DataDirUnusableError(dataDir, error);
  }
  try {
    return takeLock(dataDir, file, mine);
  } finally {
    rmSync(mine, { force: true });
  }
}

function takeLock(dataDir: string, file: string, mine: string): { release(): void } {
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      linkSync(mine, file);
      return {
        release: () => {
          if (readPid(file) === process.pid) rmSync(file, { force: true });
        },
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = readPid(file);
      if (holder !== undefined && holder !== process.pid && isAlive(holder)) {
        throw new DataDirInUseError(dataDir, holder);
      }
      // Left behind by a process that died (kill -9): take it over, unless another
      // starting process just did.
      if (readPid(file) === holder) rmSync(file, { force: true });
    }
  }
  throw new Error(`Could not take the lock ${file}`);
}

function readPid(file: string): number | undefined {
  try {
    const pid = Number(readFileSync(file, 'utf8').trim());
    return Number.isInteger(pid) && pid > 0 ? pid : undefined;
  } catch {
    return undefined;
  }
}
