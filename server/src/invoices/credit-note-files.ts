// The server's CreditNoteFiles: drawn on each download (refunds are few), each drawing
// counted against the caller's allowance of invoice drawings, as invoices are.
import type { CreditNoteFiles } from '../../../src/application/ports/credit-note-files.port';
import { creditNoteFileName } from '../../../src/domain/credit-note';
import type { AppDeps } from '../app-deps';
import { CREDIT_NOTE_DRAWS_MESSAGE, rateLimited } from '../http/rate-limits';
import { renderCreditNotePdf } from './invoice-pdf';

export function creditNoteFiles(deps: Pick<AppDeps, 'rateLimiter'>): CreditNoteFiles {
  return {
    async fileOf(note, viewer) {
      const verdict = await deps.rateLimiter.consume('invoiceDrawsPerUser', viewer.email);
      if (!verdict.allowed) {
        const { retryAfterSeconds } = verdict;
        return rateLimited('invoiceDrawsPerUser', retryAfterSeconds, CREDIT_NOTE_DRAWS_MESSAGE);
      }
      const pdf = await renderCreditNotePdf(note);
      return new File([new Uint8Array(pdf)], creditNoteFileName(note.number), {
        type: 'application/pdf',
      });
    },
  };
}
