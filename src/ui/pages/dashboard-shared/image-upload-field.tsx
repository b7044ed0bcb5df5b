// A tool's image from a file: the browser checks the file's type and size for a quick answer,
// then the API checks its bytes and answers the URL the tool's image field then holds.
import { useState } from 'react';
import { precheckImageFile } from '../../../domain/image-upload';
import type { UploadedImage } from '../../../ports/calls/replies';
import { apiErrorOf } from '../../../ports/port-refusal';
import { TextField } from '../../components/text-field/text-field';
import { describeError } from '../../errors/describe-error';

/** Sends the file; rejects with the API's refusal. */
export type UploadImage = (file: File) => Promise<UploadedImage>;

export const IMAGE_UPLOADED_MESSAGE = 'Image uploaded: it shows once you save.';

export interface ImageUploadFieldProps {
  readonly upload: UploadImage;
  /** The uploaded image's URL, for the form's image field. */
  readonly onUploaded: (url: string) => void;
}

export function ImageUploadField({ upload, onUploaded }: ImageUploadFieldProps) {
  const [error, setError] = useState<string | undefined>();
  const [status, setStatus] = useState<'idle' | 'uploading' | 'uploaded'>('idle');

  async function send(file: File) {
    const refused = precheckImageFile(file);
    setError(refused);
    if (refused) return setStatus('idle');
    setStatus('uploading');
    try {
      const uploaded = await upload(file);
      onUploaded(uploaded.url);
      setStatus('uploaded');
    } catch (failure) {
      setError(describeError(apiErrorOf(failure)));
      setStatus('idle');
    }
  }

  return (
    <div>
      <TextField
        label="Upload an image"
        name="imageFile"
        type="file"
        accept="image/png,image/jpeg,image/webp,image/svg+xml"
        hint="PNG, JPEG, WebP or SVG, up to 2 MB; or give its URL above"
        error={error}
        aria-busy={status === 'uploading'}
        disabled={status === 'uploading'}
        onChange={(event) => {
          const file = event.target.files?.[0];
          if (file) void send(file);
        }}
      />
      <p aria-live="polite">
        {status === 'uploading' && 'Uploading the image…'}
        {status === 'uploaded' && IMAGE_UPLOADED_MESSAGE}
      </p>
    </div>
  );
}
