// Runs the child processes of a local stack (`npm start`, `npm run start:cluster`): keeps the
// last lines each printed, stops the whole stack when one of them dies, and stops every
// child (each in its own process group, so a child's own children go too) on request.
import { spawn, type ChildProcess } from 'node:child_process';

export interface Service {
  readonly name: string;
  readonly child: ChildProcess;
  readonly tail: string[];
  exited: boolean;
}

export interface RunOptions {
  /** Print the child's output as it comes, prefixed with its name (else only on a crash). */
  readonly echo?: boolean;
  /** The signal that stops it cleanly (SIGTERM unless said otherwise). */
  readonly stopSignal?: NodeJS.Signals;
  /** Stopped only once every other child has exited: a database outlives its clients. */
  readonly stopLast?: boolean;
  /** A step that ends by itself (a build, a migration): its exit does not stop the stack. */
  readonly oneShot?: boolean;
}

export interface Supervisor {
  run(name: string, child: ChildProcess, options?: RunOptions): Service;
  /** Runs one step to its end, its output shown; true when it succeeded. */
  step(name: string, child: ChildProcess): Promise<boolean>;
  /** Stops every child, runs the clean-up, then exits with `code`. */
  stop(code: number): Promise<never>;
  readonly stopping: () => boolean;
  /** For waits: false once `service` has exited (an absent service counts as alive). */
  alive(service: Service | undefined): () => boolean;
}

const TAIL_LINES = 30;
const STOP_GRACE_MS = 10_000;

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Spawns `node args` in `root` as a process group of its own, its output piped to us. */
export function spawnNode(root: string, args: string[], env: NodeJS.ProcessEnv = {}) {
  return spawn(process.execPath, args, {
    cwd: root,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, ...env },
  });
}

/** `say` prints the stack's own lines; `cleanUp` runs once, after every child stopped. */
export function createSupervisor(say: (line: string) => void, cleanUp: () => void): Supervisor {
  const services: (Service & { options: RunOptions })[] = [];
  let stopping = false;

  const signal = (group: readonly (Service & { options: RunOptions })[]) => {
    for (const { child, exited, options } of group) {
      if (exited || child.pid === undefined) continue;
      try {
        process.kill(-child.pid, options.stopSignal ?? 'SIGTERM');
      } catch {
        // Already gone.
      }
    }
  };

  const waitForExit = async (group: readonly Service[], deadline: number) => {
    while (group.some((s) => !s.exited) && Date.now() < deadline) await pause(100);
  };

  let stopped: Promise<never> | undefined;

  async function stopAll(code: number): Promise<never> {
    stopping = true;
    say('stopping…');
    const deadline = Date.now() + STOP_GRACE_MS;
    const first = services.filter((s) => s.options.stopLast !== true);
    const last = services.filter((s) => s.options.stopLast === true);
    signal(first);
    await waitForExit(first, deadline);
    signal(last);
    await waitForExit(services, deadline + STOP_GRACE_MS);
    for (const { child, exited } of services) {
      if (exited || child.pid === undefined) continue;
      try {
        process.kill(-child.pid, 'SIGKILL');
      } catch {
        // Gone meanwhile.
      }
    }
    cleanUp();
    process.exit(code);
  }

  // Once: a second signal (tsx passes Ctrl-C on as well) must not cut the first stop short,
  // or a child stopped last would be left running.
  const stop = (code: number): Promise<never> => (stopped ??= stopAll(code));

  function run(name: string, child: ChildProcess, options: RunOptions = {}): Service {
    const service = { name, child, tail: [] as string[], exited: false, options };
    const onData = (chunk: Buffer) => {
      for (const line of chunk.toString().split('\n')) {
        if (line.trim() === '') continue;
        service.tail.push(line);
        if (service.tail.length > TAIL_LINES) service.tail.shift();
        if (options.echo === true) console.log(`[${name}] ${line}`);
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.on('exit', (exitCode, exitSignal) => {
      service.exited = true;
      if (stopping || options.oneShot === true) return;
      console.error(
        `[store] ${name} stopped unexpectedly (${exitSignal ?? `exit code ${exitCode}`}):`,
      );
      for (const line of service.tail) console.error(`  ${line}`);
      void stop(1);
    });
    services.push(service);
    return service;
  }

  async function step(name: string, child: ChildProcess): Promise<boolean> {
    child.stdout?.pipe(process.stdout);
    child.stderr?.pipe(process.stderr);
    const exited = new Promise<number | null>((done) => child.on('exit', done));
    run(name, child, { oneShot: true });
    return (await exited) === 0;
  }

  return {
    run,
    step,
    stop,
    stopping: () => stopping,
    alive: (service) => () => service === undefined || !service.exited,
  };
}
