// `POST /tool` and `DELETE /tool/{id}` (admin): a tool enters the catalogue, its price
// tiers checked against its minimum quantity and price; a tool leaves it. Both in the audit log.
import { partNumberTakenMessage } from '../../domain/part-number';
import { checkToolTiers } from '../../domain/price-tiers';
import { fail, ok, type Result } from '../../domain/result';
import type { NewToolInput } from '../../domain/tool';
import { requireAdmin } from '../access-policy';
import type { AuditTrail } from '../ports/audit-trail.port';
import { PartNumberTaken, type ToolShelf } from '../ports/tool-shelf.port';
import type { Refusal } from '../refusals';
import type { Viewer } from '../viewer';
import { recordAction } from '../history/record-action';

export interface ToolShelfDeps {
  readonly tools: ToolShelf;
  readonly audit: AuditTrail;
  /** The image address as the store keeps it (an upload's absolute URL made relative). */
  readonly storedImage: (url: string) => string;
}

export async function addTool(
  deps: ToolShelfDeps,
  viewer: Viewer,
  input: NewToolInput,
): Promise<Result<{ insertedId: string }, Refusal>> {
  const admin = requireAdmin(viewer);
  if (!admin.ok) return admin;
  const tool = checkToolTiers({ ...input, img: deps.storedImage(input.img) });
  if (!tool.ok) return fail({ code: 'invalid', message: tool.message });
  let insertedId: string;
  try {
    insertedId = await deps.tools.add(tool.tool);
  } catch (error) {
    if (!(error instanceof PartNumberTaken)) throw error;
    return fail({ code: 'invalid', message: partNumberTakenMessage(error.partNumber) });
  }
  await recordAction(deps.audit, viewer, 'tool-added', tool.tool.name, insertedId);
  return ok({ insertedId });
}

export async function deleteTool(
  deps: ToolShelfDeps,
  viewer: Viewer,
  id: string,
): Promise<Result<{ deletedCount: number }, Refusal>> {
  const admin = requireAdmin(viewer);
  if (!admin.ok) return admin;
  const tool = await deps.tools.findById(id);
  const deletedCount = await deps.tools.remove(id);
  if (deletedCount === 0) return fail({ code: 'no-such-tool' });
  await recordAction(deps.audit, viewer, 'tool-deleted', tool?.name ?? id, id);
  return ok({ deletedCount });
}
