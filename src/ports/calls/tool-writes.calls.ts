// The admin's catalogue writes: add, delete, edit, price tiers, image upload and import. The browser
// loads them with the first of them (tool-writes.http.ts), not with the account calls.
import * as v from 'valibot';
import {
  CatalogueImportInputSchema,
  CatalogueImportReplySchema,
  type CatalogueImportInput,
} from '../../domain/catalogue-import-schemas';
import { strictObjectMessage } from '../../domain/fields';
import type { TierBreak } from '../../domain/price-tiers';
import { NewToolInputSchema, type NewToolInput } from '../../domain/tool';
import { ToolEditSchema, type ToolEdit } from '../../domain/tool-edit';
import { call } from './call';
import { IdParam } from './queries';
import { DeletedSchema, InsertedSchema, ModifiedSchema, UploadedSchema } from './replies';

const id = { id: IdParam };
// The tiers are checked against the tool by the use case (price-tiers.ts), in its words.
const TiersBodySchema = v.strictObject(
  {
    tiers: v.pipe(
      v.unknown(),
      v.description('[{ fromQty, price }]: each break a whole quantity and a lower price.'),
    ),
  },
  strictObjectMessage,
);

export const toolWriteCalls = {
  addTool: call({
    method: 'post',
    path: '/tool',
    access: 'admin',
    summary: 'Adds a tool to the catalogue.',
    body: NewToolInputSchema,
    reply: InsertedSchema,
    status: 201,
    refusals: ['invalid'],
    request: (tool: NewToolInput) => ({ body: tool }),
  }),
  deleteTool: call({
    method: 'delete',
    path: '/tool/:id',
    access: 'admin',
    summary: 'Deletes a tool.',
    params: id,
    reply: DeletedSchema,
    refusals: ['no-such-tool'],
    request: (toolId: string) => ({ params: { id: toolId } }),
  }),
  setToolTiers: call({
    method: 'put',
    path: '/tool/:id/tiers',
    access: 'admin',
    summary: "Replaces a tool's quantity price tiers.",
    params: id,
    body: TiersBodySchema,
    reply: ModifiedSchema,
    refusals: ['invalid', 'no-such-tool'],
    request: (toolId: string, tiers: readonly TierBreak[]) => ({
      params: { id: toolId },
      body: { tiers },
    }),
  }),
  editTool: call({
    method: 'patch',
    path: '/tool/:id',
    access: 'admin',
    summary: "Changes any of a tool's editable fields, all or nothing.",
    // Read by the use case: a malformed id names no tool (404), as an unknown one does.
    params: { id: v.pipe(v.string(), v.description('The id.')) },
    body: ToolEditSchema,
    reply: ModifiedSchema,
    refusals: ['invalid', 'no-such-tool', 'tool-changed'],
    request: (toolId: string, edit: ToolEdit) => ({ params: { id: toolId }, body: edit }),
  }),
  uploadImage: call({
    method: 'post',
    path: '/images',
    access: 'admin',
    summary: 'Uploads a PNG, JPEG, WebP or SVG of at most 2 MB (the body is the file).',
    bodyFile: ['image/png', 'image/jpeg', 'image/webp', 'image/svg+xml'],
    reply: UploadedSchema,
    status: 201,
    refusals: ['invalid'],
    otherStatuses: [413],
    request: (file: Blob) => ({ body: file }),
  }),
  importCatalogue: call({
    method: 'post',
    path: '/tool/import',
    access: 'admin',
    summary:
      "Catalogue import: checks each row of a CSV of tools (part number, name, description, price, minimum, stock, pack size, image URL; at most 10,000 rows, 4 MB) against the catalogue. With dryRun, only says what would be created, changed and refused, with the catalogue's fingerprint; without, applies every row or none, refused if the catalogue changed since that fingerprint.",
    body: CatalogueImportInputSchema,
    reply: CatalogueImportReplySchema,
    refusals: ['invalid', 'catalogue-changed'],
    otherStatuses: [413, 429],
    request: (input: CatalogueImportInput) => ({ body: input }),
  }),
};
