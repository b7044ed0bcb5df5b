// An issued invoice (or credit note) as a PDF, drawn with pdfkit in Noto Sans and its fallbacks for other
// scripts (invoice-fonts.ts; no network). The document's dates and id come from the
// snapshot, so the same invoice gives the same bytes every time it is drawn.
import PDFDocument from 'pdfkit';
import type { Invoice } from '../../../src/domain/invoice';
import type { CreditNote } from '../../../src/domain/credit-note';
import { creditNoteLayout } from '../../../src/domain/credit-note-layout';
import { invoiceLayout, type InvoiceLayout } from '../../../src/domain/invoice-layout';
import { writeText, type TextStyle } from './invoice-text';
import { writeToolCell } from './invoice-tool-cell';

const margin = 56;
const pageWidth = 595.28; // A4
const contentWidth = pageWidth - 2 * margin;
/** Where each column starts and how wide it is: the tool's name takes what is left. */
const columnWidths = [contentWidth - 3 * 95, 95, 95, 95] as const;
const ink = '#1b2a41';
const titleStyle: TextStyle = { weight: 'bold', size: 20 };
const body: TextStyle = { weight: 'regular', size: 10 };
const bold: TextStyle = { weight: 'bold', size: 10 };
const small: TextStyle = { weight: 'regular', size: 9 };
const muted = '#4a5568';

export interface PdfOptions {
  /** Deflate the page streams (the default); tests read them uncompressed. */
  readonly compress?: boolean;
}

export const renderInvoicePdf = (invoice: Invoice, options: PdfOptions = {}): Promise<Buffer> =>
  renderDocumentPdf(invoiceLayout(invoice), invoice, options);

export const renderCreditNotePdf = (note: CreditNote, options: PdfOptions = {}): Promise<Buffer> =>
  renderDocumentPdf(creditNoteLayout(note), note, options);

/** What the PDF's own properties say: who issued it, for which order, when. */
interface DocumentFacts {
  readonly seller: { readonly name: string };
  readonly orderNumber: number;
  readonly issuedAt: string;
}

/** A document of the invoice's layout (an invoice, a credit note) as a PDF. */
function renderDocumentPdf(
  layout: InvoiceLayout,
  facts: DocumentFacts,
  options: PdfOptions,
): Promise<Buffer> {
  const issued = new Date(facts.issuedAt);
  const doc = new PDFDocument({
    size: 'A4',
    margin,
    compress: options.compress ?? true,
    info: {
      Title: layout.title,
      Author: facts.seller.name,
      Subject: `Order #${facts.orderNumber}`,
      CreationDate: issued,
      ModDate: issued,
    },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  doc.fillColor(ink);
  writeText(doc, layout.title, titleStyle);
  doc.fontSize(body.size).moveDown(0.5);
  for (const [label, value] of layout.facts) {
    writeText(doc, `${label}: `, bold, { continued: true });
    writeText(doc, value, body);
  }

  // Seller and buyer side by side.
  doc.moveDown(1.2);
  const top = doc.y;
  const half = contentWidth / 2;
  writeText(doc, 'From', bold, { width: half - 12 }, { x: margin, y: top });
  for (const line of layout.seller) writeText(doc, line, body, { width: half - 12 });
  const afterSeller = doc.y;
  writeText(doc, 'Billed to', bold, { width: half }, { x: margin + half, y: top });
  for (const line of layout.buyer) writeText(doc, line, body, { width: half });
  doc.y = Math.max(afterSeller, doc.y);
  doc.x = margin;

  doc.moveDown(1.5);
  drawRow(doc, layout.columns, bold);
  rule(doc);
  for (const row of layout.rows) drawRow(doc, row, body);
  rule(doc);

  doc.moveDown(0.5);
  layout.totals.forEach(([label, value], index) => {
    const last = index === layout.totals.length - 1;
    drawRow(doc, ['', '', label, value], last ? bold : body, true);
  });

  doc.moveDown(2).fillColor(muted);
  writeText(doc, layout.note, small, { width: contentWidth }, { x: margin, y: doc.y });
  doc.end();
  return done;
}

/** One table row: every cell from the same top; the row is as tall as its tallest cell. */
function drawRow(
  doc: PDFKit.PDFDocument,
  cells: readonly string[],
  style: TextStyle,
  /** A total's row: its label (the cell before the amount) spans two columns. */
  total = false,
): void {
  const top = doc.y;
  let x = margin;
  let bottom = top;
  cells.forEach((cell, index) => {
    const width = columnWidths[index] ?? 0;
    if (cell === '') {
      x += width;
      return;
    }
    const label = total && index === cells.length - 2;
    // A total's label spans the two columns before its amount.
    const from = label ? x - columnWidths[1] : x;
    const span = label ? width + columnWidths[1] : width;
    if (index === 0) writeToolCell(doc, cell, style, span - 8, { x: from, y: top });
    else writeText(doc, cell, style, { width: span - 8, align: 'right' }, { x: from, y: top });
    bottom = Math.max(bottom, doc.y);
    x += width;
  });
  doc.x = margin;
  doc.y = bottom + 4;
}

function rule(doc: PDFKit.PDFDocument): void {
  doc
    .moveTo(margin, doc.y)
    .lineTo(margin + contentWidth, doc.y)
    .lineWidth(0.5)
    .strokeColor(muted)
    .stroke();
  doc.y += 6;
}
