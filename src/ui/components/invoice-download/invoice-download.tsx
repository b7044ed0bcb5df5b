// "Download invoice" for a paid order (or "Download credit note" for a refund): asks the API
// for the PDF and saves it under the document's number, saying while it is being prepared,
// when it is saved, or why it is not.
import { useState } from 'react';
import { invoiceFileName } from '../../../domain/invoice';
import type { ApiError, ApiResult } from '../../../ports/api.port';
import { describeError } from '../../errors/describe-error';
import { Button } from '../button/button';
import { saveFile } from '../save-file/save-file';
import * as styles from './invoice-download.css';
import { Alert } from '../alert/alert';

export interface InvoiceDownloadProps {
  /** INV-2026-000001: names the button for a screen reader, and the saved file. */
  invoiceNumber: string;
  /** Which document it is; an invoice unless said. */
  kind?: 'Invoice' | 'Credit note';
  download: () => ApiResult<Blob>;
  /** Where the file goes: the browser's downloads (stories and tests look instead). */
  save?: (file: Blob, name: string) => void;
}

type DownloadState =
  | { readonly step: 'idle' | 'busy' | 'saved' }
  | { readonly step: 'failed'; readonly error: ApiError };

export function InvoiceDownload({
  invoiceNumber,
  kind = 'Invoice',
  download,
  save = saveFile,
}: InvoiceDownloadProps) {
  const named = kind.toLowerCase();
  const [state, setState] = useState<DownloadState>({ step: 'idle' });
  const fileName = invoiceFileName(invoiceNumber);

  async function start() {
    setState({ step: 'busy' });
    const file = await download();
    if (!file.ok) return setState({ step: 'failed', error: file.error });
    save(file.value, fileName);
    setState({ step: 'saved' });
  }

  return (
    <div className={styles.root}>
      <Button
        variant="secondary"
        loading={state.step === 'busy'}
        aria-label={`Download ${named} ${invoiceNumber}`}
        onClick={() => void start()}
      >
        Download {named}
      </Button>
      <Alert className={styles.problem}>
        {state.step === 'failed' &&
          `${kind} ${invoiceNumber} could not be downloaded. ${describeError(state.error)}`}
      </Alert>
      {/* Only once asked: a page of paid orders is not a page of empty live regions. */}
      {state.step !== 'idle' && (
        <p role="status" className={styles.status}>
          {state.step === 'busy' && `Preparing ${fileName}…`}
          {state.step === 'saved' && `${fileName} is downloaded.`}
        </p>
      )}
    </div>
  );
}
