// `POST /images` (admin): an image for a tool, accepted by its content (image-content.ts)
// and kept once under the SHA-256 of its bytes, so the same file uploaded again is the same
// image at the same address.
import { checkImageContent } from '../../domain/image-content';
import { fail, ok, type Result } from '../../domain/result';
import { requireAdmin } from '../access-policy';
import type { ImageStore } from '../ports/image-store.port';
import type { Refusal } from '../refusals';
import type { Viewer } from '../viewer';

/** Where the API serves an uploaded image (beside the demo images). */
export const imagePath = (id: string): string => `/images/${id}`;

const hex = (bytes: ArrayBuffer): string =>
  Array.from(new Uint8Array(bytes), (byte) => byte.toString(16).padStart(2, '0')).join('');

export async function uploadImage(
  deps: {
    readonly images: ImageStore;
    /** Where browsers reach an image the API serves at `path` (the API's own address). */
    readonly shownImage: (path: string) => string;
  },
  viewer: Viewer,
  bytes: Uint8Array<ArrayBuffer>,
): Promise<Result<{ _id: string; url: string }, Refusal>> {
  const admin = requireAdmin(viewer);
  if (!admin.ok) return admin;
  const contentType = await checkImageContent(bytes);
  if (!contentType.ok) return fail({ code: 'invalid', message: contentType.error });
  const id = hex(await crypto.subtle.digest('SHA-256', bytes));
  await deps.images.save({ id, contentType: contentType.value, bytes });
  return ok({ _id: id, url: deps.shownImage(imagePath(id)) });
}
