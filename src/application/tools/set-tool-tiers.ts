// `PUT /tool/{id}/tiers` (admin): replaces a tool's quantity price tiers, checked against
// its minimum quantity and base price under the same hold as an edit of them (edit-tool.ts),
// so a price lowered at the same moment can never leave a tier dearer than the base.
import { IdSchema } from '../../domain/fields';
import { parseInput } from '../../domain/parse';
import { checkTiers } from '../../domain/price-tiers';
import { fail, ok, type Result } from '../../domain/result';
import { requireAdmin } from '../access-policy';
import type { AuditTrail } from '../ports/audit-trail.port';
import type { ToolEditStore } from '../ports/tool-edit-store.port';
import type { Refusal } from '../refusals';
import type { Viewer } from '../viewer';

export async function setToolTiers(
  deps: { readonly toolEdits: ToolEditStore; readonly audit: AuditTrail },
  viewer: Viewer,
  id: unknown,
  tiers: unknown,
): Promise<Result<{ modifiedCount: number }, Refusal>> {
  const admin = requireAdmin(viewer);
  if (!admin.ok) return admin;
  const toolId = parseInput(IdSchema, id);
  if (!toolId.ok) return fail({ code: 'no-such-tool' });
  const decided = await deps.toolEdits.edit(toolId.value, (tool) => {
    // An absent list would read as "no tiers": the admin says that with [].
    const checked = checkTiers(tool, tiers ?? null);
    return checked.ok
      ? ok({ tool: { ...tool, tiers: checked.tiers }, changed: ['tiers'] })
      : fail(checked.message);
  });
  if (!decided) return fail({ code: 'no-such-tool' });
  if (!decided.ok) return fail({ code: 'invalid', message: decided.error });
  await deps.audit.record({
    actor: viewer.email,
    action: 'tool-tiers-set',
    subject: decided.value.tool.name,
    subjectId: toolId.value,
  });
  return ok({ modifiedCount: 1 });
}
