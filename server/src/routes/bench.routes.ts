// The benchmark's ceiling: the tool list and one tool served from memory through the
// same middleware, so `npm run bench:api` can say how close the real routes come to it.
import { Hono } from 'hono';
import { sendJson } from './json-response';
import type { ToolCatalogCache } from './tool-catalog.cache';

export function benchRoutes(catalog: ToolCatalogCache) {
  let snapshot: { list: string; tools: Map<string, string> } | undefined;
  const app = new Hono();
  app.post('/bench/memory/snapshot', async (c) => {
    const list = await catalog.listJson();
    const ids = (JSON.parse(list) as { _id: string }[]).map((tool) => tool._id);
    const tools = new Map<string, string>();
    for (const id of ids) tools.set(id, (await catalog.toolJson(id)) ?? 'null');
    snapshot = { list, tools };
    return c.json({ tools: ids.length });
  });
  app.get('/bench/memory/tool', (c) => sendJson(c, snapshot?.list ?? '[]'));
  app.get('/bench/memory/tool/:id', (c) =>
    sendJson(c, snapshot?.tools.get(c.req.param('id')) ?? 'null'),
  );
  return app;
}
