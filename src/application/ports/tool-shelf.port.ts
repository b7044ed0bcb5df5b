// The catalogue as the admin's add and delete see it.
import type { TierBreak } from '../../domain/price-tiers';
import type { NewToolInput, Tool } from '../../domain/tool';

/** The admin's new tool, its price tiers checked (checkToolTiers); none when absent. */
export type NewTool = Omit<NewToolInput, 'tiers'> & { readonly tiers?: readonly TierBreak[] };

export interface ToolShelf {
  findById(id: string): Promise<Tool | undefined>;
  add(tool: NewTool): Promise<string>;
  /** Returns how many tools were deleted (0 or 1). */
  remove(id: string): Promise<number>;
}
