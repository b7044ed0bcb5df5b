// What every admin write of a tool shares (an edit, new price tiers): the tool held while
// the write is checked against it (ToolEditStore.edit), the refusal as a sentence, and an
// audit entry when something changed.
import type { AuditAction } from '../../domain/audit-log';
import { fail, ok, type Result } from '../../domain/result';
import type { Tool } from '../../domain/tool';
import type { AuditTrail } from '../ports/audit-trail.port';
import type { ToolEditStore, ToolWrite } from '../ports/tool-edit-store.port';
import type { Refusal } from '../refusals';
import type { Viewer } from '../viewer';
import { recordAction } from '../history/record-action';

export interface ToolWriteDeps {
  readonly toolEdits: ToolEditStore;
  readonly audit: AuditTrail;
}

export async function lockedToolWrite(
  deps: ToolWriteDeps,
  admin: Viewer,
  toolId: string,
  action: AuditAction,
  decide: (tool: Tool) => Result<ToolWrite, { readonly message: string }>,
): Promise<Result<{ modifiedCount: number }, Refusal>> {
  const decided = await deps.toolEdits.edit(toolId, decide);
  if (!decided) return fail({ code: 'no-such-tool' });
  if (!decided.ok) return fail({ code: 'invalid', message: decided.error.message });
  if (decided.value.changed.length === 0) return ok({ modifiedCount: 0 });
  await recordAction(deps.audit, admin, action, decided.value.tool.name, toolId);
  return ok({ modifiedCount: 1 });
}
