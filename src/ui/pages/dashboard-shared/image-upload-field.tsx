// A tool's image from a file: the browser checks the file's type and size for a quick answer,
// then the API checks its bytes and answers the URL the tool's image field then holds.
import { useState } from 'react';
import { precheckImageFile } from '../../../domain/image-upload';
import type { UploadImageMachine } from '../../../machines/forms';
import { TextField } from '../../components/text-field/text-field';
import { describeError } from '../../errors/describe-error';
import { useSubmit } from './use-submit';

export const IMAGE_UPLOADED_MESSAGE = 'Image uploaded: it shows once you save.';

export interface ImageUploadFieldProps {
  /** Sends the file, wired to the API by the composition root. */
  readonly upload: UploadImageMachine;
  /** The uploaded image's URL, for the form's image field. */
  readonly onUploaded: (url: string) => void;
}

export function ImageUploadField({ upload, onUploaded }: ImageUploadFieldProps) {
  // The browser's own check, kept apart from the API's refusal (the machine's).
  const [refused, setRefused] = useState<string | undefined>();
  const [uploaded, setUploaded] = useState(false);
  const sending = useSubmit(upload, {
    onSent: ({ output }) => {
      onUploaded(output.url);
      setUploaded(true);
    },
  });
  const uploading = sending.pending;

  function send(file: File) {
    const precheck = precheckImageFile(file);
    setRefused(precheck);
    setUploaded(false);
    if (precheck) sending.dismiss();
    else sending.send(file);
  }

  return (
    <div>
      <TextField
        label="Upload an image"
        name="imageFile"
        type="file"
        accept="image/png,image/jpeg,image/webp,image/svg+xml"
        hint="PNG, JPEG, WebP or SVG, up to 2 MB; or give its URL above"
        error={refused ?? (sending.failure ? describeError(sending.failure) : undefined)}
        aria-busy={uploading}
        disabled={uploading}
        onChange={(event) => {
          const file = event.target.files?.[0];
          if (file) send(file);
        }}
      />
      <p aria-live="polite">
        {uploading && 'Uploading the image…'}
        {uploaded && !uploading && IMAGE_UPLOADED_MESSAGE}
      </p>
    </div>
  );
}
