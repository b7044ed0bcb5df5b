// The tool list and single tools as ready-to-send JSON. Reads far outnumber writes, so
// answers are kept until a change invalidates them. With a change feed (every process
// hears every change to the tools table) that is the only way an answer goes stale, and
// while the feed cannot hear, nothing is served from memory; `ttlMs` then only bounds the
// damage of a change the feed could not see. Without a feed, answers live `ttlMs` at most
// (other API processes on the same PostgreSQL may have written meanwhile).
import type { Tool } from '../../../src/domain/tool';
import type { ChangeFeed } from '../db/tool-changes';
import type { Tools } from '../repositories/tools.repository.port';

interface Entry {
  json: Promise<string | undefined>;
  expires: number;
}

const maxCachedTools = 1000;

export class ToolCatalogCache {
  private entries = new Map<string, Entry>();

  constructor(
    private readonly tools: Tools,
    private readonly present: (tool: Tool) => Tool,
    private readonly ttlMs: number,
    private readonly changes?: ChangeFeed,
  ) {
    // A change, or the feed going deaf or live again (changes may have been missed).
    changes?.subscribe(() => this.invalidate());
  }

  listJson(): Promise<string> {
    return this.cached('list', async () => {
      const tools = await this.tools.list();
      return JSON.stringify(tools.map(this.present));
    }) as Promise<string>;
  }

  toolJson(id: string): Promise<string | undefined> {
    return this.cached(`tool:${id}`, async () => {
      const tool = await this.tools.findById(id);
      return tool && JSON.stringify(this.present(tool));
    });
  }

  /** Called after anything that changes a tool, its stock included. */
  invalidate(): void {
    // A fresh map: loads still in flight finish into the old one and are forgotten.
    this.entries = new Map();
  }

  private cached(key: string, load: () => Promise<string | undefined>) {
    if (this.changes && !this.changes.live) return load();
    const now = Date.now();
    const hit = this.entries.get(key);
    if (hit && hit.expires > now) return hit.json;
    if (this.entries.size >= maxCachedTools) this.entries.clear();
    const entries = this.entries;
    // Concurrent misses share one query instead of each asking the database.
    const json = load().then(
      (value) => {
        if (value === undefined) entries.delete(key);
        return value;
      },
      (error: unknown) => {
        entries.delete(key);
        throw error;
      },
    );
    entries.set(key, { json, expires: now + this.ttlMs });
    return json;
  }
}
