// LISTEN on PostgreSQL over a connection of its own (a pooled one would be handed to other
// queries). It must never go deaf silently: a dropped connection is reported at once and
// re-opened, and a heartbeat notices a connection that died without closing (a network
// partition sends no FIN) within two heartbeats.
import pg from 'pg';
import type { NotificationHandlers } from './sql-client.port';

export interface ListenerTiming {
  /** How often the connection proves it is alive, and how long it may take to answer. */
  heartbeatMs: number;
  /** The pause before connecting again after a drop. */
  reconnectMs: number;
}

const defaultTiming: ListenerTiming = { heartbeatMs: 1_000, reconnectMs: 250 };

const quoteIdent = (name: string) => `"${name.replaceAll('"', '""')}"`;

export async function listenOnPostgres(
  config: pg.ClientConfig,
  channel: string,
  handlers: NotificationHandlers,
  timing: ListenerTiming = defaultTiming,
): Promise<() => Promise<void>> {
  let client: pg.Client | undefined;
  let live = false;
  let stopped = false;
  let reconnect: NodeJS.Timeout | undefined;

  const setLive = (value: boolean) => {
    if (live === value) return;
    live = value;
    handlers.live(value);
  };

  function drop(dropped: pg.Client) {
    if (client !== dropped) return;
    client = undefined;
    setLive(false);
    dropped.end().catch(() => undefined);
    if (!stopped) reconnect = setTimeout(() => void connect(), timing.reconnectMs);
  }

  async function connect() {
    // A server that does not answer must not hold the start (or a reconnect) for ever.
    const candidate = new pg.Client({ ...config, keepAlive: true, connectionTimeoutMillis: 5_000 });
    client = candidate;
    candidate.on('error', () => drop(candidate));
    candidate.on('end', () => drop(candidate));
    candidate.on('notification', (message) => {
      if (message.channel === channel) handlers.notify(message.payload ?? '');
    });
    try {
      await candidate.connect();
      await candidate.query(`LISTEN ${quoteIdent(channel)}`);
      if (client === candidate && !stopped) setLive(true);
    } catch {
      drop(candidate);
    }
  }

  const heartbeat = setInterval(() => {
    const current = client;
    if (!current || !live) return;
    const deadline = setTimeout(() => drop(current), timing.heartbeatMs);
    current.query('SELECT 1').then(
      () => clearTimeout(deadline),
      () => {
        clearTimeout(deadline);
        drop(current);
      },
    );
  }, timing.heartbeatMs);
  heartbeat.unref();

  await connect();

  return async () => {
    stopped = true;
    clearInterval(heartbeat);
    clearTimeout(reconnect);
    const last = client;
    client = undefined;
    setLive(false);
    await last?.end().catch(() => undefined);
  };
}
