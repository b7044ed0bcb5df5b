// The in-memory API's invoice file: a small, valid one-page PDF of the same layout the
// server draws (src/domain/invoice-layout.ts), written by hand because pdfkit must never
// reach the browser's bundle. Text only, in the viewer's built-in Helvetica, uncompressed,
// one line a block; a character outside Latin-1 prints as "?".
import type { CreditNoteFiles } from '../../application/ports/credit-note-files.port';
import type { InvoiceFiles } from '../../application/ports/invoice-files.port';
import { creditNoteFileName } from '../../domain/credit-note';
import { creditNoteLayout } from '../../domain/credit-note-layout';
import { invoiceFileName } from '../../domain/invoice';
import { invoiceLayout, type InvoiceLayout } from '../../domain/invoice-layout';

const top = 800;
const left = 56;
const leading = 14;

/** A PDF literal string: Latin-1 only, with its three special characters escaped. */
const literal = (text: string): string =>
  `(${[...text]
    .map((ch) => (ch.charCodeAt(0) > 0xff ? '?' : ch))
    .join('')
    .replace(/[\\()]/g, (ch) => `\\${ch}`)})`;

function textLines(layout: InvoiceLayout): string[] {
  return [
    layout.title,
    '',
    ...layout.facts.map(([label, value]) => `${label}: ${value}`),
    '',
    `From: ${layout.seller.join(', ')}`,
    `Billed to: ${layout.buyer.join(', ')}`,
    '',
    layout.columns.join(' | '),
    // One text line a row: a cell's second line (a price's reason) follows its first.
    ...layout.rows.map((row) => row.join(' | ').replaceAll('\n', ' - ')),
    '',
    ...layout.totals.map(([label, value]) => `${label}: ${value}`),
    '',
    layout.note,
  ];
}

/** A document of the invoice's layout (an invoice, a credit note) as a one-page PDF. */
export function layoutPdfBytes(layout: InvoiceLayout): Uint8Array<ArrayBuffer> {
  const lines = textLines(layout);
  const content = [
    'BT',
    '/F1 10 Tf',
    `${leading} TL`,
    `${left} ${top} Td`,
    ...lines.map((line) => `${literal(line)} Tj T*`),
    'ET',
  ].join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595.28 841.89] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
  ];
  // Every byte is Latin-1, so string lengths are byte offsets.
  let file = '%PDF-1.4\n';
  const offsets = objects.map((body, index) => {
    const offset = file.length;
    file += `${index + 1} 0 obj\n${body}\nendobj\n`;
    return offset;
  });
  const xref = file.length;
  file += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  file += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  file += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Uint8Array.from(file, (ch) => ch.charCodeAt(0));
}

const pdfFile = (layout: InvoiceLayout, name: string): File =>
  new File([layoutPdfBytes(layout)], name, { type: 'application/pdf' });

/** The in-memory API's InvoiceFiles: the file written again on each download. */
export const invoiceFilesInMemory: InvoiceFiles = {
  fileOf: async (invoice) => pdfFile(invoiceLayout(invoice), invoiceFileName(invoice.number)),
};

/** The in-memory API's CreditNoteFiles: the file written again on each download. */
export const creditNoteFilesInMemory: CreditNoteFiles = {
  fileOf: async (note) => pdfFile(creditNoteLayout(note), creditNoteFileName(note.number)),
};
