// The supervisor of npm start and npm run start:cluster, on real child processes.
import { tmpdir } from 'node:os';
import { describe, expect, it } from 'vitest';
import { createSupervisor, spawnNode } from './supervisor';

/** A node child running `code`; SIGTERM and SIGINT end it after `lingerMs`. */
const child = (code: string, lingerMs = 0) =>
  spawnNode(tmpdir(), [
    '-e',
    `const bye = () => setTimeout(() => process.exit(0), ${lingerMs});
     process.on('SIGTERM', bye); process.on('SIGINT', bye);
     setInterval(() => {}, 1000); ${code}`,
  ]);

function supervised() {
  const lines: string[] = [];
  const exits: number[] = [];
  let cleanedUp = 0;
  const supervisor = createSupervisor(
    (line) => lines.push(line),
    () => (cleanedUp += 1),
    // The launcher exits here; a test goes on to look at what happened.
    (code) => {
      exits.push(code);
      return undefined as never;
    },
  );
  return { supervisor, lines, exits, cleanedUp: () => cleanedUp };
}

const closed = (process: ReturnType<typeof child>) =>
  new Promise<number>((done) => process.on('close', () => done(Date.now())));

describe('the supervisor', () => {
  it('stops every child when one dies young, showing its last lines', async () => {
    const { supervisor, lines, exits, cleanedUp } = supervised();
    const survivor = child('');
    const survivorClosed = closed(survivor);
    supervisor.run('web', survivor);
    supervisor.run(
      'api',
      child('console.log("listening"); console.error("boom"); process.exit(3)'),
    );
    await survivorClosed;
    await expect.poll(() => exits).toEqual([1]);
    expect(lines).toContain('api stopped unexpectedly (exit code 3):');
    expect(lines).toEqual(expect.arrayContaining(['  listening', '  boom']));
    expect(cleanedUp()).toBe(1);
  });

  it('stops a child marked stopLast only after the others have exited', async () => {
    const { supervisor, exits } = supervised();
    const app = child('', 300);
    const db = child('');
    const [appClosed, dbClosed] = [closed(app), closed(db)];
    supervisor.run('db', db, { stopLast: true, stopSignal: 'SIGINT' });
    supervisor.run('app', app);
    await new Promise((resolve) => setTimeout(resolve, 200));
    await supervisor.stop(0);
    expect(await dbClosed).toBeGreaterThanOrEqual(await appClosed);
    expect(exits).toEqual([0]);
  });

  it('stops once, however many signals ask it to', async () => {
    const { supervisor, exits, cleanedUp } = supervised();
    supervisor.run('app', child('', 100));
    await Promise.all([supervisor.stop(0), supervisor.stop(0), supervisor.stop(1)]);
    expect(exits).toEqual([0]);
    expect(cleanedUp()).toBe(1);
  });

  it('runs a step to its end without stopping the stack', async () => {
    const { supervisor, exits } = supervised();
    expect(await supervisor.step('build', spawnNode(tmpdir(), ['-e', 'process.exit(0)']))).toBe(
      true,
    );
    expect(await supervisor.step('build', spawnNode(tmpdir(), ['-e', 'process.exit(2)']))).toBe(
      false,
    );
    expect(exits).toEqual([]);
    expect(supervisor.stopping()).toBe(false);
  });
});
