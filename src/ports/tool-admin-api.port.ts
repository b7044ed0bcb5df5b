// The admin's calls that change a tool after it was added: the edit, and an image upload
// whose URL a tool can then use (Add Product, the edit page).
import type { ToolEdit } from '../domain/tool-edit';
import type { ApiResult } from './api.port';

export interface UploadedImage {
  readonly _id: string;
  /** Where the image is served; give it as a tool's image. */
  readonly url: string;
}

export interface ToolAdminApiPort {
  /** `PATCH /tool/{id}` (admin): any of the editable fields, all or nothing. */
  editTool(id: string, edit: ToolEdit): ApiResult<{ modifiedCount: number }>;
  /** `POST /images` (admin): a PNG, JPEG, WebP or SVG of at most 2 MB, checked by content. */
  uploadImage(file: Blob): ApiResult<UploadedImage>;
}
