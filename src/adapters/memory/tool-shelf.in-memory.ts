// The catalogue's add and delete in memory, over the state's tools (a Map that keeps the
// order they were added in, as the API's list does).
import {
  PartNumberTaken,
  type NewTool,
  type ToolShelf,
} from '../../application/ports/tool-shelf.port';
import { partNumberFromName, partNumberKey } from '../../domain/part-number';
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
    const held = new Set(
      [...this.state.tools.values()].map((other) => partNumberKey(other.partNumber ?? '')),
    );
    const partNumber = tool.partNumber ?? partNumberFromName(tool.name, (key) => held.has(key));
    if (held.has(partNumberKey(partNumber))) throw new PartNumberTaken(partNumber);
    const _id = newId();
    this.state.tools.set(_id, {
      _id,
      ...copy(tool),
      partNumber,
      tiers: tool.tiers && [...tool.tiers],
      lowStockThreshold: 0,
      packSize: tool.packSize ?? 1,
      maxPerOrder: tool.maxPerOrder ?? 0,
    });
    return _id;
  }

  async remove(id: string): Promise<number> {
    return this.state.tools.delete(id) ? 1 : 0;
  }
}
