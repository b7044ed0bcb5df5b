// One PGlite data directory, one API process: a second start is refused with a sentence.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DataDirInUseError, DataDirUnusableError, lockDataDir } from './data-dir-lock';

let dataDir: string;
beforeEach(() => {
  dataDir = mkdtempSync(join(tmpdir(), 'paint-lock-'));
});
afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

/** A process id that is certainly not running: a child that has already exited. */
async function deadPid(): Promise<number> {
  const child = spawn(process.execPath, ['-e', '']);
  await new Promise((resolve) => child.on('exit', resolve));
  return child.pid ?? 999_999;
}

describe('lockDataDir', () => {
  it('lets one holder in, refuses the next while it lives, and frees on release', () => {
    const held = lockDataDir(dataDir);
    // The lock file names this process, as a second process would find it.
    writeFileSync(join(dataDir, 'api.pid'), String(process.ppid));
    expect(() => lockDataDir(dataDir)).toThrow(DataDirInUseError);
    expect(() => lockDataDir(dataDir)).toThrow(/stop it first, or set DATABASE_URL/);
    writeFileSync(join(dataDir, 'api.pid'), String(process.pid));
    held.release();
    expect(existsSync(join(dataDir, 'api.pid'))).toBe(false);
    lockDataDir(dataDir).release();
  });

  it('makes a data directory that does not exist yet, parents and all (a fresh clone)', () => {
    const fresh = join(dataDir, 'clone', '.data');
    const held = lockDataDir(fresh);
    expect(existsSync(join(fresh, 'api.pid'))).toBe(true);
    held.release();
  });

  it('says which directory it cannot make', () => {
    writeFileSync(join(dataDir, 'file'), '');
    const inFile = join(dataDir, 'file', '.data');
    expect(() => lockDataDir(inFile)).toThrow(DataDirUnusableError);
    expect(() => lockDataDir(inFile)).toThrow(
      `The data directory ${inFile} cannot be made or written (ENOTDIR): set DATA_DIR to a directory this user may write.`,
    );
  });

  it('takes over a lock left by a process that died', async () => {
    writeFileSync(join(dataDir, 'api.pid'), String(await deadPid()));
    const held = lockDataDir(dataDir);
    // Taken over: the lock now names this process, so a second API finds it alive.
    expect(readFileSync(join(dataDir, 'api.pid'), 'utf8')).toBe(String(process.pid));
    held.release();
    expect(existsSync(join(dataDir, 'api.pid'))).toBe(false);
  });
});

/** Starts the API on `dataDir` and resolves with its exit code and what it wrote to stderr. */
async function startApi(dataDir: string) {
  const tsx = join(process.cwd(), 'node_modules/tsx/dist/cli.mjs');
  const api = spawn(process.execPath, [tsx, 'server/src/main.ts'], {
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      NODE_ENV: 'development',
      FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099',
      PORT: '0',
    },
  });
  let stderr = '';
  api.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const code = await new Promise<number | null>((resolve) => api.on('exit', resolve));
  return { code, stderr };
}

describe('an API whose data directory cannot be made', () => {
  it('refuses to start with a sentence, not a stack trace', async () => {
    writeFileSync(join(dataDir, 'file'), '');
    const { code, stderr } = await startApi(join(dataDir, 'file', '.data'));
    expect(code).toBe(1);
    expect(stderr).toContain('Cannot start the API: The data directory');
    expect(stderr).not.toMatch(/^\s+at /m);
  }, 30_000);
});

describe('a second API on the same data directory', () => {
  it('refuses to start, with a sentence, before touching the database', async () => {
    // The parent of this test process stands in for the API already running.
    writeFileSync(join(dataDir, 'api.pid'), String(process.ppid));
    const { code, stderr } = await startApi(dataDir);
    expect(code).toBe(1);
    expect(stderr).toContain(`Cannot start the API: Another API (process ${process.ppid})`);
    expect(existsSync(join(dataDir, 'pglite'))).toBe(false);
  }, 30_000);
});
