// PUT /tool/{id}/tiers (admin): replaces a tool's quantity price tiers, checked against its
// minimum quantity and base price as they are stored (price-tiers.ts checkTiers).
import { Hono } from 'hono';
import * as v from 'valibot';
import { checkTiers } from '../../../src/domain/price-tiers';
import { strictObjectMessage } from '../../../src/domain/fields';
import type { AppDeps } from '../app-deps';
import type { AppEnv } from '../http/app-env';
import { authenticate, requireAdmin } from '../http/authenticate';
import { refuse } from '../http/refuse';
import { idParam, readBody } from '../http/request-input';
import type { ToolCatalogCache } from './tool-catalog.cache';

const TiersBodySchema = v.strictObject({ tiers: v.unknown() }, strictObjectMessage);

export function toolTiersRoutes(deps: AppDeps, catalog: ToolCatalogCache) {
  return new Hono<AppEnv>().put('/tool/:id/tiers', authenticate(deps), requireAdmin, async (c) => {
    const id = idParam(c);
    const body = await readBody(c, TiersBodySchema);
    const tool = await deps.tools.findById(id);
    if (!tool) return refuse({ code: 'no-such-tool' });
    // An absent list would read as "no tiers": the admin says that with [].
    const tiers = checkTiers(tool, body.tiers ?? null);
    if (!tiers.ok) return refuse({ code: 'invalid', message: tiers.message });
    const modifiedCount = await deps.tools.setTiers(id, tiers.tiers);
    if (modifiedCount === 0) return refuse({ code: 'no-such-tool' });
    const actor = c.get('viewer').email;
    await deps.audit.record({ actor, action: 'tool-tiers-set', subject: tool.name, subjectId: id });
    catalog.invalidate();
    return c.json({ modifiedCount });
  });
}
