// PUT /tool/{id}/tiers (admin): replaces a tool's quantity price tiers, checked against its
// minimum quantity and base price under the tool's lock (application/tools/set-tool-tiers.ts).
import { Hono } from 'hono';
import * as v from 'valibot';
import { setToolTiers } from '../../../src/application/tools/set-tool-tiers';
import { strictObjectMessage } from '../../../src/domain/fields';
import type { AppDeps } from '../app-deps';
import type { AppEnv } from '../http/app-env';
import { authenticate, requireAdmin } from '../http/authenticate';
import { valueOf } from '../http/refuse';
import { idParam, readBody } from '../http/request-input';
import type { ToolCatalogCache } from './tool-catalog.cache';

const TiersBodySchema = v.strictObject({ tiers: v.unknown() }, strictObjectMessage);

export function toolTiersRoutes(deps: AppDeps, catalog: ToolCatalogCache) {
  return new Hono<AppEnv>().put('/tool/:id/tiers', authenticate(deps), requireAdmin, async (c) => {
    const id = idParam(c);
    const body = await readBody(c, TiersBodySchema);
    const set = valueOf(await setToolTiers(deps, c.get('viewer'), id, body.tiers));
    catalog.invalidate();
    return c.json(set);
  });
}
