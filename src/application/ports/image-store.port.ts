// Uploaded images, each kept once under the SHA-256 of its bytes.
import type { ImageContentType } from '../../domain/image-upload';

export interface StoredImage {
  /** The SHA-256 of `bytes`, in lower-case hex. */
  readonly id: string;
  readonly contentType: ImageContentType;
  readonly bytes: Uint8Array;
}

export interface ImageStore {
  /** Keeps the image; one already kept under its id stays as it is. */
  save(image: StoredImage): Promise<void>;
  find(id: string): Promise<StoredImage | undefined>;
}
