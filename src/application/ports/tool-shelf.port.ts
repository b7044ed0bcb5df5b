// The catalogue as the admin's add and delete see it.
import type { TierBreak } from '../../domain/price-tiers';
import type { NewToolInput, Tool } from '../../domain/tool';

/**
 * The admin's new tool, its price tiers checked (checkToolTiers); none when absent. Without
 * a part number the store makes one from its name (partNumberFromName), unique there.
 */
export type NewTool = Omit<NewToolInput, 'tiers'> & { readonly tiers?: readonly TierBreak[] };

/** Another tool holds this part number (compared whatever its case): nothing was written. */
export class PartNumberTaken extends Error {
  constructor(readonly partNumber: string) {
    super(`part number ${partNumber} is taken`);
    this.name = 'PartNumberTaken';
  }
}

export interface ToolShelf {
  findById(id: string): Promise<Tool | undefined>;
  /** Throws PartNumberTaken when another tool holds its part number. */
  add(tool: NewTool): Promise<string>;
  /** Returns how many tools were deleted (0 or 1). */
  remove(id: string): Promise<number>;
}
