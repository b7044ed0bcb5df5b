// The catalogue: GET /tool (the list from the tool cache, a page from the database) and
// GET /tool/{id}; the admin's writes (add, delete, edit, price tiers, image upload, catalogue
// import) are the call table's, answered by src/application/tools, each clearing the cache.
// Every other process's cache drops its answers on the change feed (migration 003's trigger).
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { toolHandlers } from '../../../src/application/tools/tool-handlers';
import {
  CATALOGUE_IMPORT_BODY_TOO_LARGE,
  CATALOGUE_IMPORT_MAX_BODY_BYTES,
} from '../../../src/domain/catalogue-import-schemas';
import { IMAGE_TOO_LARGE, MAX_IMAGE_BYTES } from '../../../src/domain/image-upload';
import { toolCalls } from '../../../src/ports/calls/tools.calls';
import type { AppDeps } from '../app-deps';
import type { AppEnv } from '../http/app-env';
import { callRoutes } from '../http/call-routes';
import { toolPageQuery } from '../http/list-query';
import { perAccount } from '../http/rate-limits';
import { fail } from '../http/problem';
import { refuse } from '../http/refuse';
import { idParam } from '../http/request-input';
import { imageAddresses, presentTool } from './asset-urls';
import { sendJson } from './json-response';
import type { ToolCatalogCache } from './tool-catalog.cache';

export function toolRoutes(deps: AppDeps, catalog: ToolCatalogCache) {
  const writes = callRoutes(
    toolCalls,
    toolHandlers,
    { ...deps, ...imageAddresses(deps.publicUrl) },
    // Counted as it arrives: a body over the limit is refused without being kept whole.
    {
      uploadImage: [
        bodyLimit({ maxSize: MAX_IMAGE_BYTES, onError: () => fail(413, IMAGE_TOO_LARGE) }),
      ],
      importCatalogue: [
        bodyLimit({
          maxSize: CATALOGUE_IMPORT_MAX_BODY_BYTES,
          onError: () => fail(413, CATALOGUE_IMPORT_BODY_TOO_LARGE),
        }),
        perAccount(deps.rateLimiter, 'catalogueImportsPerUser'),
      ],
    },
    () => catalog.invalidate(),
  );
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
    .route('/', writes);
}
