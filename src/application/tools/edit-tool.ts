// `PATCH /tool/{id}` (admin): changes any of a tool's price, stock, minimum, description,
// image, low-stock threshold and backorders' restock date, all or nothing; raised stock
// goes to the orders waiting for it first (the store's allocation, backorder.ts). Orders keep their own copies of prices.
import { checkRestockDate } from '../../domain/backorder';
import { dayOf } from '../../domain/contract-price-days';
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
    /** Whose day a restock date must come after. */
    readonly clock: { now(): Date };
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
  // Checked here, not in the schema: "after today" needs the store's day.
  if (edit.backorderUntil !== undefined) {
    const date = checkRestockDate(edit.backorderUntil, dayOf(deps.clock.now()));
    if (!date.ok) return fail({ code: 'invalid', message: date.message });
  }
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
