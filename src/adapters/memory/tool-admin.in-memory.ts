// The API fake's tool edit and image upload: the application's use cases over the world's
// tools and a Map of images. Access is checked by the use cases.
import type { AuditTrail } from '../../application/ports/audit-trail.port';
import type { ImageStore, StoredImage } from '../../application/ports/image-store.port';
import type { ToolEditStore, ToolWrite } from '../../application/ports/tool-edit-store.port';
import { uploadImage } from '../../application/images/upload-image';
import { editTool } from '../../application/tools/edit-tool';
import type { Viewer } from '../../application/viewer';
import type { Result } from '../../domain/result';
import type { Tool } from '../../domain/tool';
import type { ToolEdit } from '../../domain/tool-edit';
import type { UploadedImage } from '../../ports/tool-admin-api.port';
import { answerOf } from './api-errors';
import { copy, type Outcome } from './api-input';
import type { MemoryState } from './memory-state';

export class ToolEditStoreInMemory implements ToolEditStore {
  constructor(private readonly state: MemoryState) {}

  async edit<D extends Result<ToolWrite, unknown>>(id: string, decide: (tool: Tool) => D) {
    const tool = this.state.tools.get(id);
    if (!tool) return undefined;
    // One turn of the event loop: nothing else changes the tool in between.
    const decided = decide(copy(tool));
    if (decided.ok && decided.value.changed.length > 0)
      this.state.tools.set(id, decided.value.tool);
    return decided;
  }
}

class ImageStoreInMemory implements ImageStore {
  private readonly images = new Map<string, StoredImage>();

  async save(image: StoredImage): Promise<void> {
    if (!this.images.has(image.id)) this.images.set(image.id, image);
  }

  async find(id: string): Promise<StoredImage | undefined> {
    return this.images.get(id);
  }
}

export class ToolAdminCallsInMemory {
  private readonly toolEdits: ToolEditStore;
  readonly images = new ImageStoreInMemory();

  constructor(
    state: MemoryState,
    private readonly audit: AuditTrail,
  ) {
    this.toolEdits = new ToolEditStoreInMemory(state);
  }

  async edit(
    viewer: Viewer,
    id: string,
    edit: ToolEdit,
  ): Promise<Outcome<{ modifiedCount: number }>> {
    return answerOf(
      await editTool({ toolEdits: this.toolEdits, audit: this.audit }, viewer, id, edit),
    );
  }

  async upload(viewer: Viewer, file: Blob): Promise<Outcome<UploadedImage>> {
    const bytes = new Uint8Array(await file.arrayBuffer());
    return answerOf(await uploadImage({ images: this.images }, viewer, bytes));
  }
}
