// The catalogue by part number in memory: the world's tools, scanned (a few hundred at most).
import type { PartNumberLookup } from '../../application/ports/part-number-lookup.port';
import { partNumberKey } from '../../domain/part-number';
import type { Tool } from '../../domain/tool';
import { copy } from './api-input';
import type { MemoryState } from './memory-state';

export class PartNumbersInMemory implements PartNumberLookup {
  constructor(private readonly state: MemoryState) {}

  async findByPartNumbers(keys: readonly string[]): Promise<Tool[]> {
    const wanted = new Set(keys);
    return [...this.state.tools.values()]
      .filter((tool) => tool.partNumber !== undefined && wanted.has(partNumberKey(tool.partNumber)))
      .map((tool) => copy(tool));
  }
}
