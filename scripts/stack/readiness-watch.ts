// Active readiness checks for the local cluster: nginx's open-source edition only notices a
// process that fails requests, so the launcher asks each API process's /ready every second
// and has nginx send nothing to one that is not ready (its database or its LISTEN
// connection is away), until it is again.

/**
 * The processes to take out: those not ready, unless none is. With every process out nginx
 * would answer 502 with no word; kept in, they answer 503 with Retry-After and a sentence.
 */
export function processesToTakeOut(ports: readonly number[], ready: ReadonlySet<number>): number[] {
  const out = ports.filter((port) => !ready.has(port));
  return out.length === ports.length ? [] : out;
}

async function isReady(url: string): Promise<boolean> {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(2_000) });
    return response.status === 200;
  } catch {
    return false;
  }
}

export interface ReadinessWatch {
  stop(): void;
}

/**
 * Polls `http://host:port/ready` of every port each `intervalMs`, and calls `onChange` with
 * the ports to take out whenever that list changes.
 */
export function watchReadiness(options: {
  host: string;
  ports: readonly number[];
  intervalMs?: number;
  onChange(out: readonly number[]): void;
}): ReadinessWatch {
  let last = '';
  let stopped = false;
  const poll = async () => {
    const answers = await Promise.all(
      options.ports.map((port) => isReady(`http://${options.host}:${port}/ready`)),
    );
    if (stopped) return;
    const ready = new Set(options.ports.filter((_, i) => answers[i]));
    const out = processesToTakeOut(options.ports, ready);
    const key = out.join(',');
    if (key !== last) {
      last = key;
      options.onChange(out);
    }
  };
  const timer = setInterval(() => void poll(), options.intervalMs ?? 1_000);
  timer.unref();
  return {
    stop() {
      stopped = true;
      clearInterval(timer);
    },
  };
}
