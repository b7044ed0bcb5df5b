// Where an admin's edit of a tool is written: the tool is read and written as one step, so
// the edit is checked against the tool as it is at that moment (orders may be taking stock).
import type { Result } from '../../domain/result';
import type { Tool } from '../../domain/tool';
import type { AppliedToolEdit, ToolEditRefusal } from '../../domain/tool-edit';

export type ToolEditDecision = Result<AppliedToolEdit, ToolEditRefusal>;

export interface ToolEditStore {
  /**
   * Holds the tool while `decide` looks at it, then writes the tool it answers when any
   * field changed (recording a low-stock crossing with the stock). Undefined: no such tool.
   */
  edit(id: string, decide: (tool: Tool) => ToolEditDecision): Promise<ToolEditDecision | undefined>;
}
