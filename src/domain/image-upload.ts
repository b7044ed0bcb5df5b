// Uploaded images: which kinds and how large, and the sentences of a refusal. The browser
// checks a chosen file's type and size with these for a quick answer; the API checks the
// bytes themselves (image-content.ts).

export const MAX_IMAGE_BYTES = 2 * 1024 * 1024;

export const IMAGE_CONTENT_TYPES = [
  'image/png',
  'image/jpeg',
  'image/webp',
  'image/svg+xml',
] as const;
export type ImageContentType = (typeof IMAGE_CONTENT_TYPES)[number];

export const NOT_AN_IMAGE = 'That file is not a PNG, JPEG, WebP or SVG image.';
export const IMAGE_TOO_LARGE = 'That image is larger than 2 MB. Choose a smaller one.';
export const SVG_WITH_SCRIPT =
  'That SVG image contains scripts, event handlers or script links, which the store does not accept.';
export const IMAGE_TOO_WIDE =
  'That image is wider or taller than 4096 pixels. Choose a smaller one.';
export const SVG_UNREADABLE =
  'That SVG image could not be read: its elements are nested too deeply. Simplify it and try again.';
export const EMPTY_IMAGE = 'That file is empty. Choose an image.';

const isImageContentType = (type: string): type is ImageContentType =>
  (IMAGE_CONTENT_TYPES as readonly string[]).includes(type);

/** The browser's first look at a chosen file: its declared type and its size. */
export function precheckImageFile(file: { readonly type: string; readonly size: number }) {
  if (!isImageContentType(file.type)) return NOT_AN_IMAGE;
  if (file.size === 0) return EMPTY_IMAGE;
  if (file.size > MAX_IMAGE_BYTES) return IMAGE_TOO_LARGE;
  return undefined;
}
