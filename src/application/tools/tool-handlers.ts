// The catalogue's writes and the image upload (src/ports/calls/tools.calls.ts), each
// answered by its use case:
// the API server registers these, and the in-memory API serves them, over their own stores.
// The reads stay each side's own: the server answers them from its tool cache.
import type { CatalogueImportInput } from '../../domain/catalogue-import-schemas';
import type { NewToolInput } from '../../domain/tool';
import type { ToolEdit } from '../../domain/tool-edit';
import { uploadImage } from '../images/upload-image';
import type { CallHandlers, BodyAsk, SignedInAsk, ById } from '../served-call';
import { addTool, deleteTool, type ToolShelfDeps } from './add-and-delete-tool';
import { editTool } from './edit-tool';
import { importCatalogue, type CatalogueImportDeps } from './import-catalogue';
import type { ToolWriteDeps } from './locked-tool-write';
import { setToolTiers } from './set-tool-tiers';

export type ToolCallDeps = ToolShelfDeps &
  ToolWriteDeps &
  CatalogueImportDeps &
  Parameters<typeof uploadImage>[0] & { readonly clock: { now(): Date } };

type Bytes = Uint8Array<ArrayBuffer>;

export const toolHandlers = {
  addTool: (deps, ask: SignedInAsk<Readonly<Record<string, string>>, NewToolInput>) =>
    addTool(deps, ask.viewer, ask.body),
  deleteTool: (deps, ask: ById) => deleteTool(deps, ask.viewer, ask.params.id),
  setToolTiers: (deps, ask: ById<{ tiers: unknown }>) =>
    setToolTiers(deps, ask.viewer, ask.params.id, ask.body.tiers),
  editTool: (deps, ask: ById<ToolEdit>) => editTool(deps, ask.viewer, ask.params.id, ask.body),
  // The file's bytes, as each side reads the body (call-routes.ts, served-in-memory.ts).
  uploadImage: (deps, ask: SignedInAsk<Readonly<Record<string, string>>, Bytes>) =>
    uploadImage(deps, ask.viewer, ask.body),
  importCatalogue: (deps, ask: BodyAsk<CatalogueImportInput>) =>
    importCatalogue(deps, ask.viewer, ask.body),
} satisfies CallHandlers<ToolCallDeps>;
