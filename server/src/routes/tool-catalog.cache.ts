// The tool list and single tools as ready-to-send JSON. Reads far outnumber writes, so
// answers are kept until a change invalidates them. With a change feed (every process
// hears every change to the tools table) that is the only way an answer goes stale, and
// while the feed cannot hear, nothing is served from memory; `ttlMs` then only bounds the
// damage of a change the feed could not see. Without a feed, answers live `ttlMs` at most
// (other API processes on the same PostgreSQL may have written meanwhile).
import type { MiddlewareHandler } from 'hono';
import type { Tool } from '../../../src/domain/tool';
import { slugIndex, type SlugIndex } from '../../../src/domain/tool-slug';
import type { ChangeFeed } from '../db/tool-changes';
import type { AppEnv } from '../http/app-env';
import type { Tools } from '../repositories/tools.repository.port';

interface Entry {
  value: Promise<unknown>;
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
    });
  }

  toolJson(id: string): Promise<string | undefined> {
    return this.cached(`tool:${id}`, async () => {
      const tool = await this.tools.findById(id);
      return tool && JSON.stringify(this.present(tool));
    });
  }

  /** The public pages of the tools (/tools/{slug}), as answered (images absolute). */
  pages(): Promise<SlugIndex<Tool>> {
    return this.cached('pages', async () => slugIndex((await this.tools.list()).map(this.present)));
  }

  /** Called after anything that changes a tool, its stock included. */
  invalidate(): void {
    // A fresh map: loads still in flight finish into the old one and are forgotten.
    this.entries = new Map();
  }

  /** A call's step after it moved stock: once it has answered well, the cache is cleared. */
  readonly clearsOnSuccess: MiddlewareHandler<AppEnv> = async (c, next) => {
    await next();
    if (c.res.ok) this.invalidate();
  };

  private cached<T>(key: string, load: () => Promise<T>): Promise<T> {
    if (this.changes && !this.changes.live) return load();
    const now = Date.now();
    const hit = this.entries.get(key);
    // Each key is only ever loaded by one method, so its value has that method's type.
    if (hit && hit.expires > now) return hit.value as Promise<T>;
    if (this.entries.size >= maxCachedTools) this.entries.clear();
    const entries = this.entries;
    // Concurrent misses share one query instead of each asking the database.
    const value = load().then(
      (value) => {
        if (value === undefined) entries.delete(key);
        return value;
      },
      (error: unknown) => {
        entries.delete(key);
        throw error;
      },
    );
    entries.set(key, { value, expires: now + this.ttlMs });
    return value;
  }
}
