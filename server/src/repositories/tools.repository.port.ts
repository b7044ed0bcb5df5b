// The catalogue of tools, as the routes see it.
import type { ToolCatalog } from '../../../src/application/ports/tool-catalog.port';
import type { Page, PageQuery } from '../../../src/domain/page';
import type { NewToolInput, Tool } from '../../../src/domain/tool';

export interface Tools extends ToolCatalog {
  list(): Promise<Tool[]>;
  /** A page of the tools, newest first, searched by name. */
  findPage(query: PageQuery): Promise<Page<Tool>>;
  findById(id: string): Promise<Tool | undefined>;
  add(tool: NewToolInput): Promise<string>;
  /** Returns how many tools were deleted (0 or 1). */
  remove(id: string): Promise<number>;
}
