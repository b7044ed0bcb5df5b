// Where every write of a tool's price rules and stock goes (an admin's edit, new price
// tiers): the tool is read and written as one step, so each write is checked against the
// tool as it is at that moment, never against a price or minimum another write is changing.
import type { Result } from '../../domain/result';
import type { Tool } from '../../domain/tool';

/** The tool as a write leaves it, and which of its fields that write changed. */
export interface ToolWrite {
  readonly tool: Tool;
  readonly changed: readonly string[];
}

export interface ToolEditStore {
  /**
   * Holds the tool while `decide` looks at it, then writes the tool it answers when any
   * field changed (recording a low-stock crossing with the stock). Undefined: no such tool.
   */
  edit<D extends Result<ToolWrite, unknown>>(
    id: string,
    decide: (tool: Tool) => D,
  ): Promise<D | undefined>;
}
