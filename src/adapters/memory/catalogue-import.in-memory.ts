// A catalogue import in memory: the world's tools, checked and written in one turn of the
// event loop (nothing else changes them in between), new tools after the others.
import type {
  CatalogueImportStore,
  CatalogueWrites,
} from '../../application/ports/catalogue-import.port';
import { ok, type Result } from '../../domain/result';
import type { Tool } from '../../domain/tool';
import { copy } from './api-input';
import { appendAuditEntryInMemory } from './history.in-memory';
import { newId, type MemoryState } from './memory-state';
import { allocateArrivalsForToolsInMemory } from './backorders.in-memory';

export class CatalogueImportInMemory implements CatalogueImportStore {
  constructor(private readonly state: MemoryState) {}

  async list(): Promise<Tool[]> {
    return [...this.state.tools.values()].map((tool) => copy(tool));
  }

  async apply<A, R>(
    actor: string,
    decide: (tools: readonly Tool[]) => Result<{ writes: CatalogueWrites; answer: A }, R>,
  ): Promise<Result<A, R>> {
    const decided = decide([...this.state.tools.values()].map((tool) => copy(tool)));
    if (!decided.ok) return decided;
    const { writes, answer } = decided.value;
    if (writes.create.length + writes.update.length === 0) return ok(answer);
    for (const tool of writes.update) this.state.tools.set(tool._id, copy(tool));
    // Stock that arrived goes to the paid orders waiting for it first, as an edit's does.
    allocateArrivalsForToolsInMemory(
      this.state,
      writes.update.map((tool) => tool._id),
    );
    for (const tool of writes.create) {
      const _id = newId();
      this.state.tools.set(_id, {
        _id,
        ...copy(tool),
        tiers: [],
        lowStockThreshold: 0,
        packSize: tool.packSize ?? 1,
        maxPerOrder: 0,
      });
    }
    appendAuditEntryInMemory(this.state, {
      actor,
      action: 'catalogue-imported',
      subject: writes.auditSubject,
    });
    return ok(answer);
  }
}
