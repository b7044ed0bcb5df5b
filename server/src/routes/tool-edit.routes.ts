// PATCH /tool/{id} (admin): changes a tool's price, stock, minimum, description, image or
// low-stock threshold (application/tools/edit-tool.ts). Every process's tool cache drops
// its answers: this one at once, the others on the change feed (migration 003's trigger).
import { Hono } from 'hono';
import { editTool } from '../../../src/application/tools/edit-tool';
import type { AppDeps } from '../app-deps';
import type { AppEnv } from '../http/app-env';
import { authenticate } from '../http/authenticate';
import { valueOf } from '../http/refuse';
import { readJsonBody } from '../http/request-input';
import { storedAssetUrl } from './asset-urls';
import type { ToolCatalogCache } from './tool-catalog.cache';

/** An image of this API, sent back as the absolute URL it was answered with, kept as a path. */
function withStoredImage(publicUrl: string, body: unknown): unknown {
  if (typeof body !== 'object' || body === null || !('img' in body)) return body;
  const { img } = body;
  return typeof img === 'string' ? { ...body, img: storedAssetUrl(publicUrl, img) } : body;
}

export function toolEditRoutes(deps: AppDeps, catalog: ToolCatalogCache) {
  return new Hono<AppEnv>().patch('/tool/:id', authenticate(deps), async (c) => {
    const body = withStoredImage(deps.publicUrl, await readJsonBody(c));
    const edited = valueOf(await editTool(deps, c.get('viewer'), c.req.param('id'), body));
    if (edited.modifiedCount > 0) catalog.invalidate();
    return c.json(edited);
  });
}
