// The catalogue of tools, as the routes see it.
import type { ToolCatalog } from '../../../src/application/ports/tool-catalog.port';
import type { Page } from '../../../src/domain/page';
import type { PartNumberLookup } from '../../../src/application/ports/part-number-lookup.port';
import type { NewTool, ToolShelf } from '../../../src/application/ports/tool-shelf.port';
import type { Tool } from '../../../src/domain/tool';
import type { ToolPageQuery } from '../../../src/domain/tool-search';

export type { NewTool };

export interface Tools extends ToolCatalog, ToolShelf, PartNumberLookup {
  list(): Promise<Tool[]>;
  /**
   * A page of the tools found by the domain's toolMatches (name and description, price,
   * stock), in the query's order (newest first by default).
   */
  findPage(query: ToolPageQuery): Promise<Page<Tool>>;
  findById(id: string): Promise<Tool | undefined>;
  add(tool: NewTool): Promise<string>;
  /** Returns how many tools were deleted (0 or 1). */
  remove(id: string): Promise<number>;
}
