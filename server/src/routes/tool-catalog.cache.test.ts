import { describe, expect, it } from 'vitest';
import { pageOf } from '../../../src/domain/page';
import type { Tool } from '../../../src/domain/tool';
import type { ChangeFeed } from '../db/tool-changes';
import type { Tools } from '../repositories/tools.repository.port';
import { ToolCatalogCache } from './tool-catalog.cache';

function countingTools(tools: Tool[]) {
  const calls = { list: 0, findById: 0 };
  const repo: Tools = {
    list: async () => (calls.list++, tools),
    findById: async (id) => (calls.findById++, tools.find((tool) => tool._id === id)),
    findPage: async (query) => pageOf(tools, query),
    add: async () => 'id',
    remove: async () => 1,
    findByPartNumbers: async () => [],
  };
  return { repo, calls };
}

const tool: Tool = {
  _id: 't1',
  name: 'Roller',
  img: '/images/r.svg',
  description: 'd',
  minQty: 1,
  availableQty: 5,
  price: 3,
};

/** A change feed the test drives: `change()` as a NOTIFY would, `live` as the connection. */
function drivenFeed() {
  const listeners = new Set<() => void>();
  const feed = {
    live: true,
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    change() {
      for (const listener of listeners) listener();
    },
  };
  return feed satisfies ChangeFeed;
}

describe('ToolCatalogCache', () => {
  it('answers repeated and concurrent reads with one query until invalidated', async () => {
    const { repo, calls } = countingTools([tool]);
    const cache = new ToolCatalogCache(repo, (t) => t, 60_000);
    await Promise.all([cache.listJson(), cache.listJson(), cache.listJson()]);
    await cache.listJson();
    expect(calls.list).toBe(1);
    expect(JSON.parse(await cache.listJson())).toEqual([tool]);
    cache.invalidate();
    await cache.listJson();
    expect(calls.list).toBe(2);
  });

  it('does not keep misses, even within the lifetime', async () => {
    const { repo, calls } = countingTools([tool]);
    const cache = new ToolCatalogCache(repo, (t) => t, 60_000);
    expect(await cache.toolJson('nope')).toBeUndefined();
    expect(await cache.toolJson('nope')).toBeUndefined();
    expect(calls.findById).toBe(2);
  });

  it('expires entries after their lifetime', async () => {
    const { repo, calls } = countingTools([tool]);
    const cache = new ToolCatalogCache(repo, (t) => t, 0);
    await cache.toolJson('t1');
    await new Promise((resolve) => setTimeout(resolve, 2));
    await cache.toolJson('t1');
    expect(calls.findById).toBe(2);
  });

  it('with a change feed, keeps answers until a change is heard', async () => {
    const { repo, calls } = countingTools([tool]);
    const feed = drivenFeed();
    const cache = new ToolCatalogCache(repo, (t) => t, 60_000, feed);
    await cache.toolJson('t1');
    await cache.toolJson('t1');
    expect(calls.findById).toBe(1);
    feed.change();
    await cache.toolJson('t1');
    expect(calls.findById).toBe(2);
  });

  it('serves nothing from memory while the change feed cannot hear', async () => {
    const { repo, calls } = countingTools([tool]);
    const feed = drivenFeed();
    const cache = new ToolCatalogCache(repo, (t) => t, 60_000, feed);
    await cache.listJson();
    feed.live = false;
    feed.change();
    await cache.listJson();
    await cache.listJson();
    expect(calls.list).toBe(3);
    feed.live = true;
    feed.change();
    await cache.listJson();
    await cache.listJson();
    expect(calls.list).toBe(4);
  });
});
