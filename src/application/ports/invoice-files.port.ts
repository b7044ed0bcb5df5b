// An invoice as the file its buyer downloads: the server draws it once and keeps it (and
// counts each drawing against the caller's limit); the in-memory API writes it each time.
import type { Invoice } from '../../domain/invoice';
import type { Viewer } from '../viewer';

export interface InvoiceFiles {
  /** The PDF, named for its invoice number. */
  fileOf(invoice: Invoice, viewer: Viewer): Promise<File>;
}
