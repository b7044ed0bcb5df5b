// `PATCH /tool/{id}` (admin): changes any of a tool's price, stock, minimum, description,
// image and low-stock threshold, all or nothing. Orders keep their own copies of prices.
import { IdSchema } from '../../domain/fields';
import { parseInput } from '../../domain/parse';
import { fail, type Result } from '../../domain/result';
import { applyToolEdit, type ToolEdit } from '../../domain/tool-edit';
import { partNumberTakenMessage } from '../../domain/part-number';
import { requireAdmin } from '../access-policy';
import { PartNumberTaken } from '../ports/tool-shelf.port';
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
  edit: ToolEdit,
): Promise<Result<{ modifiedCount: number }, Refusal>> {
  const admin = requireAdmin(viewer);
  if (!admin.ok) return admin;
  // A malformed id names no tool, as an unknown one does.
  const toolId = parseInput(IdSchema, id);
  if (!toolId.ok) return fail({ code: 'no-such-tool' });
  const { img } = edit;
  const change = img === undefined ? edit : { ...edit, img: deps.storedImage(img) };
  try {
    return await lockedToolWrite(deps, viewer, toolId.value, 'tool-edited', (tool) =>
      applyToolEdit(tool, change),
    );
  } catch (error) {
    if (!(error instanceof PartNumberTaken)) throw error;
    return fail({ code: 'invalid', message: partNumberTakenMessage(error.partNumber) });
  }
}
