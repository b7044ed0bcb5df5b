// The API fake's stores for the admin's tool writes and image uploads: the world's tools,
// changed one at a time, and a Map of images.
import type { ImageStore, StoredImage } from '../../application/ports/image-store.port';
import type { ToolEditStore, ToolWrite } from '../../application/ports/tool-edit-store.port';
import { PartNumberTaken } from '../../application/ports/tool-shelf.port';
import { partNumberKey } from '../../domain/part-number';
import type { Result } from '../../domain/result';
import type { Tool } from '../../domain/tool';
import { copy } from './api-input';
import type { MemoryState } from './memory-state';
import { allocateArrivalsInMemory } from './backorders.in-memory';

export class ToolEditStoreInMemory implements ToolEditStore {
  constructor(private readonly state: MemoryState) {}

  async edit<D extends Result<ToolWrite, unknown>>(id: string, decide: (tool: Tool) => D) {
    const tool = this.state.tools.get(id);
    if (!tool) return undefined;
    // One turn of the event loop: nothing else changes the tool in between.
    const decided = decide(copy(tool));
    if (decided.ok && decided.value.changed.length > 0) {
      const partNumber = decided.value.tool.partNumber ?? '';
      const taken = [...this.state.tools.values()].some(
        (other) =>
          other._id !== id && partNumberKey(other.partNumber ?? '') === partNumberKey(partNumber),
      );
      if (taken) throw new PartNumberTaken(partNumber);
      this.state.tools.set(id, decided.value.tool);
      // Stock that arrived goes to the orders waiting for it first.
      allocateArrivalsInMemory(this.state, id);
    }
    return decided;
  }
}

export class ImageStoreInMemory implements ImageStore {
  private readonly images = new Map<string, StoredImage>();

  async save(image: StoredImage): Promise<void> {
    if (!this.images.has(image.id)) this.images.set(image.id, image);
  }

  async find(id: string): Promise<StoredImage | undefined> {
    return this.images.get(id);
  }
}
