// A credit note as the file its buyer or an admin downloads, in the invoice's layout.
import type { CreditNote } from '../../domain/credit-note';
import type { Viewer } from '../viewer';

export interface CreditNoteFiles {
  /** The PDF, named for its credit note number. */
  fileOf(note: CreditNote, viewer: Viewer): Promise<File>;
}
