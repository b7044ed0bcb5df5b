// Runs the child processes of a local stack (`npm start`, `npm run start:cluster`): keeps the
// last lines each printed, stops the whole stack when one of them dies (or starts it again,
// if it is one of several that stand in for each other), and stops every child (each in its
// own process group, so a child's own children go too) on request.
import { onHost, type Host } from './hosts-network';
import { spawn, type ChildProcess } from 'node:child_process';

export interface Service {
  readonly name: string;
  /** The running child (a new one after a restart). */
  child: ChildProcess;
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
  /**
   * Starts a new one when it dies after running a while (one of several API processes
   * behind a balancer, as a service manager would); one that dies young stops the stack.
   */
  readonly restart?: () => ChildProcess;
  /** How long after it died the new one starts (1 s unless said otherwise). */
  readonly restartDelayMs?: number;
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

type Supervised = Service & { readonly options: RunOptions };

const TAIL_LINES = 30;
const STOP_GRACE_MS = 10_000;
/** A child that dies sooner after its start is broken, not unlucky: no restart. */
const RESTART_AFTER_MS = 10_000;
const RESTART_DELAY_MS = 1_000;

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Spawns `node args` in `root` as a process group of its own, its output piped to us; on
 * `host` (hosts-network.ts) when one is given.
 */
export function spawnNode(root: string, args: string[], env: NodeJS.ProcessEnv = {}, host?: Host) {
  const [program, programArgs] = onHost(host, process.execPath, args);
  return spawn(program, programArgs, {
    cwd: root,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, ...env },
  });
}

/**
 * `say` prints the stack's own lines; `cleanUp` runs once, after every child stopped; then
 * `exit` ends the launcher (tests pass one that does not).
 */
export function createSupervisor(
  say: (line: string) => void,
  cleanUp: () => void,
  exit: (code: number) => never = (code) => process.exit(code),
): Supervisor {
  const services: Supervised[] = [];
  let stopping = false;

  const signal = (group: readonly Supervised[]) => {
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
    return exit(code);
  }

  // Once: a second signal (tsx passes Ctrl-C on as well) must not cut the first stop short,
  // or a child stopped last would be left running.
  const stop = (code: number): Promise<never> => (stopped ??= stopAll(code));

  function watch(service: Supervised, child: ChildProcess): void {
    const { name, options } = service;
    const startedAt = Date.now();
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
    // 'close', not 'exit': by then its last lines have been read, so the report shows them.
    child.on('close', (exitCode, exitSignal) => {
      service.exited = true;
      if (stopping || options.oneShot === true) return;
      say(`${name} stopped unexpectedly (${exitSignal ?? `exit code ${exitCode}`}):`);
      for (const line of service.tail) say(`  ${line}`);
      const { restart } = options;
      if (restart === undefined || Date.now() - startedAt < RESTART_AFTER_MS) {
        void stop(1);
        return;
      }
      const delay = options.restartDelayMs ?? RESTART_DELAY_MS;
      say(`starting ${name} again in ${delay / 1000} s`);
      setTimeout(() => {
        if (stopping) return;
        service.child = restart();
        service.exited = false;
        watch(service, service.child);
      }, delay);
    });
  }

  function run(name: string, child: ChildProcess, options: RunOptions = {}): Service {
    const service: Supervised = { name, child, tail: [], exited: false, options };
    watch(service, child);
    services.push(service);
    return service;
  }

  async function step(name: string, child: ChildProcess): Promise<boolean> {
    child.stdout?.pipe(process.stdout);
    child.stderr?.pipe(process.stderr);
    const exited = new Promise<number | null>((done) => child.on('close', done));
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
