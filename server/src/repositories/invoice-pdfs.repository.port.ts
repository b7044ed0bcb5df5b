// The invoice PDFs as first drawn, kept by the invoice's sequence (invoice-pdfs.sql.ts).

export interface InvoicePdfs {
  /** The kept file of the invoice, if it was drawn before. */
  find(sequence: number): Promise<Uint8Array | undefined>;
  /** Keeps `pdf` unless a file is kept already (another request drew it first): the kept one. */
  keep(sequence: number, pdf: Uint8Array): Promise<Uint8Array>;
}
