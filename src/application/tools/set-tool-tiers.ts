// `PUT /tool/{id}/tiers` (admin): replaces a tool's quantity price tiers, checked against
// its minimum quantity and base price under the same hold as an edit of them (edit-tool.ts),
// so a price lowered at the same moment can never leave a tier dearer than the base.
import { checkTiers } from '../../domain/price-tiers';
import { fail, ok, type Result } from '../../domain/result';
import { requireAdmin } from '../access-policy';
import type { Refusal } from '../refusals';
import type { Viewer } from '../viewer';
import { lockedToolWrite, type ToolWriteDeps } from './locked-tool-write';

export async function setToolTiers(
  deps: ToolWriteDeps,
  viewer: Viewer,
  toolId: string,
  tiers: unknown,
): Promise<Result<{ modifiedCount: number }, Refusal>> {
  const admin = requireAdmin(viewer);
  if (!admin.ok) return admin;
  return lockedToolWrite(deps, viewer, toolId, 'tool-tiers-set', (tool) => {
    // An absent list would read as "no tiers": the admin says that with [].
    const checked = checkTiers(tool, tiers ?? null);
    if (!checked.ok) return fail({ message: checked.message });
    // Always a write: setting the same tiers again is still the admin's act, and audited.
    return ok({ tool: { ...tool, tiers: checked.tiers }, changed: ['tiers'] });
  });
}
