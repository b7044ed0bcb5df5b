// `PATCH /tool/{id}` (admin): changes any of a tool's price, stock, minimum, description,
// image and low-stock threshold, all or nothing. Orders keep their own copies of prices.
import { IdSchema } from '../../domain/fields';
import { parseInput } from '../../domain/parse';
import { fail, type Result } from '../../domain/result';
import { applyToolEdit, ToolEditSchema } from '../../domain/tool-edit';
import { requireAdmin } from '../access-policy';
import type { Refusal } from '../refusals';
import type { Viewer } from '../viewer';
import { lockedToolWrite, type ToolWriteDeps } from './locked-tool-write';

export async function editTool(
  deps: ToolWriteDeps & {
    /** The image address as the store keeps it (an upload's absolute URL made relative). */
    readonly storedImage: (url: string) => string;
  },
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
  const { img } = edit.value;
  const change = img === undefined ? edit.value : { ...edit.value, img: deps.storedImage(img) };
  return lockedToolWrite(deps, viewer, toolId.value, 'tool-edited', (tool) =>
    applyToolEdit(tool, change),
  );
}
