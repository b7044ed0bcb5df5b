// GET/POST /tool, GET/DELETE /tool/{id}: the catalogue; writes are for admins.
import { Hono } from 'hono';
import { checkToolTiers } from '../../../src/domain/price-tiers';
import { NewToolInputSchema } from '../../../src/domain/tool';
import type { AppDeps } from '../app-deps';
import type { AppEnv } from '../http/app-env';
import { authenticate, requireAdmin } from '../http/authenticate';
import { toolPageQuery } from '../http/list-query';
import { refuse } from '../http/refuse';
import { idParam, readBody } from '../http/request-input';
import { presentTool, storedAssetUrl } from './asset-urls';
import { sendJson } from './json-response';
import type { ToolCatalogCache } from './tool-catalog.cache';

export function toolRoutes(deps: AppDeps, catalog: ToolCatalogCache) {
  const signedIn = authenticate(deps);
  return new Hono<AppEnv>()
    .get('/tool', async (c) => {
      const query = toolPageQuery(c);
      // The plain list is the home page's, served from the cache; a page is the
      // catalogue's or Manage Product's, searched in the database (indexed, migration 006).
      if (!query) return sendJson(c, await catalog.listJson());
      const page = await deps.tools.findPage(query);
      return c.json({
        ...page,
        items: page.items.map((tool) => presentTool(deps.publicUrl, tool)),
      });
    })
    .get('/tool/:id', async (c) => {
      const json = await catalog.toolJson(idParam(c));
      if (json === undefined) return refuse({ code: 'no-such-tool' });
      return sendJson(c, json);
    })
    .post('/tool', signedIn, requireAdmin, async (c) => {
      const input = await readBody(c, NewToolInputSchema);
      // An uploaded image comes back as the absolute URL POST /images answered.
      const tool = checkToolTiers({ ...input, img: storedAssetUrl(deps.publicUrl, input.img) });
      if (!tool.ok) return refuse({ code: 'invalid', message: tool.message });
      const insertedId = await deps.tools.add(tool.tool);
      catalog.invalidate();
      return c.json({ insertedId }, 201);
    })
    .delete('/tool/:id', signedIn, requireAdmin, async (c) => {
      const id = idParam(c);
      const tool = await deps.tools.findById(id);
      const deletedCount = await deps.tools.remove(id);
      if (deletedCount === 0) return refuse({ code: 'no-such-tool' });
      const subject = tool?.name ?? id;
      await deps.audit.record({
        actor: c.get('viewer').email,
        action: 'tool-deleted',
        subject,
        subjectId: id,
      });
      catalog.invalidate();
      return c.json({ deletedCount });
    });
}
