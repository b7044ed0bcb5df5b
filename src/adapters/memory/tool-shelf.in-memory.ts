// The catalogue's add and delete in memory, over the state's tools (a Map that keeps the
// order they were added in, as the API's list does).
import type { NewTool, ToolShelf } from '../../application/ports/tool-shelf.port';
import type { Tool } from '../../domain/tool';
import { copy } from './api-input';
import { newId, type MemoryState } from './memory-state';

export class ToolShelfInMemory implements ToolShelf {
  constructor(private readonly state: MemoryState) {}

  async findById(id: string): Promise<Tool | undefined> {
    const tool = this.state.tools.get(id);
    return tool && copy(tool);
  }

  async add(tool: NewTool): Promise<string> {
    const _id = newId();
    this.state.tools.set(_id, {
      _id,
      ...copy(tool),
      tiers: tool.tiers && [...tool.tiers],
      lowStockThreshold: 0,
    });
    return _id;
  }

  async remove(id: string): Promise<number> {
    return this.state.tools.delete(id) ? 1 : 0;
  }
}
