// Whether the tool catalogue changed, in this process or any other on the same database:
// the tools table announces every change on `tool_changes` (migration 003).
import type { SqlClient } from './sql-client.port';

export interface ChangeFeed {
  /** True while every change is heard; while false a cache must not serve what it holds. */
  readonly live: boolean;
  /** Calls `listener` on every change, and whenever `live` flips; returns the unsubscribe. */
  subscribe(listener: () => void): () => void;
}

export const toolChangesChannel = 'tool_changes';

export async function listenForToolChanges(
  db: SqlClient,
): Promise<ChangeFeed & { close(): Promise<void> }> {
  // The trigger sends the table's schema; other schemas on one server (tests) are not ours.
  const [row] = await db.query<{ schema: string }>('SELECT current_schema() AS schema');
  const schema = row?.schema;
  const listeners = new Set<() => void>();
  let live = false;
  const tell = () => {
    for (const listener of listeners) listener();
  };
  const stop = await db.listen(toolChangesChannel, {
    notify(payload) {
      if (payload === schema) tell();
    },
    live(listening) {
      live = listening;
      tell();
    },
  });
  return {
    get live() {
      return live;
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    close: stop,
  };
}
