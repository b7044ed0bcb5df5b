// Active readiness checks for the local cluster: nginx's open-source edition only notices a
// process that fails requests, so the launcher asks each API process's /ready every second
// and has nginx send nothing to one that is not ready (its database or its LISTEN
// connection is away), until it is again.

/**
 * The processes to take out: those not ready, unless none is. With every process out nginx
 * would answer 502 with no word; kept in, they answer 503 with Retry-After and a sentence.
 */
export function processesToTakeOut(
  servers: readonly string[],
  ready: ReadonlySet<string>,
): string[] {
  const out = servers.filter((server) => !ready.has(server));
  return out.length === servers.length ? [] : out;
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
 * Polls `http://<server>/ready` of every server (`host:port`) each `intervalMs`, and calls
 * `onChange` with the servers to take out whenever that list changes.
 */
export function watchReadiness(options: {
  servers: readonly string[];
  intervalMs?: number;
  onChange(out: readonly string[]): void;
}): ReadinessWatch {
  let last = '';
  let stopped = false;
  const poll = async () => {
    const answers = await Promise.all(
      options.servers.map((server) => isReady(`http://${server}/ready`)),
    );
    if (stopped) return;
    const ready = new Set(options.servers.filter((_, i) => answers[i]));
    const out = processesToTakeOut(options.servers, ready);
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
