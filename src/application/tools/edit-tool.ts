// `PATCH /tool/{id}` (admin): changes any of a tool's price, stock, minimum, description,
// image and low-stock threshold, all or nothing. Orders keep their own copies of prices.
import { IdSchema } from '../../domain/fields';
import { parseInput } from '../../domain/parse';
import { fail, ok, type Result } from '../../domain/result';
import { applyToolEdit, ToolEditSchema } from '../../domain/tool-edit';
import { requireAdmin } from '../access-policy';
import type { AuditTrail } from '../ports/audit-trail.port';
import type { ToolEditStore } from '../ports/tool-edit-store.port';
import type { Refusal } from '../refusals';
import type { Viewer } from '../viewer';

export async function editTool(
  deps: { readonly toolEdits: ToolEditStore; readonly audit: AuditTrail },
  viewer: Viewer,
  id: unknown,
  input: unknown,
): Promise<Result<{ modifiedCount: number }, Refusal>> {
  const admin = requireAdmin(viewer);
  if (!admin.ok) return admin;
  // A malformed id names no tool, as an unknown one does.
  const toolId = parseInput(IdSchema, id);
  if (!toolId.ok) return fail({ code: 'no-such-tool' });
  const edit = parseInput(ToolEditSchema, input);
  if (!edit.ok) return fail({ code: 'invalid', message: edit.message });
  const decided = await deps.toolEdits.edit(toolId.value, (tool) =>
    applyToolEdit(tool, edit.value),
  );
  if (!decided) return fail({ code: 'no-such-tool' });
  if (!decided.ok) return fail({ code: 'invalid', message: decided.error.message });
  if (decided.value.changed.length === 0) return ok({ modifiedCount: 0 });
  await deps.audit.record({
    actor: viewer.email,
    action: 'tool-edited',
    subject: decided.value.tool.name,
    subjectId: toolId.value,
  });
  return ok({ modifiedCount: 1 });
}
