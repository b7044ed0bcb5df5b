// The tool list and single tools as ready-to-send JSON. Reads far outnumber writes, so
// answers are kept until a write in this process invalidates them, or for `ttlMs` at most
// (other API processes on the same PostgreSQL may have written meanwhile).
import type { Tool } from '../../../src/domain/tool';
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
  ) {}

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
