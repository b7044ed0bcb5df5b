// A line's Tool cell on an invoice or credit note: the tool's name and the price's reason
// wrap within the narrow column; the part number never breaks, not even at a dash (a
// warehouse reads PR-9-ROLLER as one word). It sits beside its label when both fit, else on
// a line of its own, in a smaller size when even that line is too narrow for it.
import { partNumberIn } from '../../../src/domain/invoice-layout';
// Named for what it does here: useFont is pdfkit's font switch, no React hook.
import { PRIMARY_FAMILY, useFont as setFont } from './invoice-fonts';
import { writeText, type Place, type TextStyle } from './invoice-text';

export function writeToolCell(
  doc: PDFKit.PDFDocument,
  cell: string,
  style: TextStyle,
  width: number,
  place: Place,
): void {
  cell.split('\n').forEach((line, index) => {
    const at = index === 0 ? place : { x: place.x, y: doc.y };
    // The first line is the tool's name, whatever it says.
    const partNumber = index === 0 ? undefined : partNumberIn(line);
    if (partNumber === undefined) writeText(doc, line, style, { width }, at);
    else writePartNumber(doc, { line, partNumber }, style, width, at);
  });
}

/** Part numbers are letters, digits and dashes: the primary face draws every one. */
function widthOf(doc: PDFKit.PDFDocument, text: string, style: TextStyle): number {
  setFont(doc, PRIMARY_FAMILY, style.weight);
  doc.fontSize(style.size);
  return doc.widthOfString(text);
}

function writePartNumber(
  doc: PDFKit.PDFDocument,
  { line, partNumber }: { readonly line: string; readonly partNumber: string },
  style: TextStyle,
  width: number,
  at: Place,
): void {
  const unbroken = { width, lineBreak: false };
  if (widthOf(doc, line, style) <= width) {
    writeText(doc, line, style, unbroken, at);
    return;
  }
  writeText(doc, line.slice(0, -partNumber.length).trimEnd(), style, unbroken, at);
  const size = Math.min(style.size, (style.size * width) / widthOf(doc, partNumber, style));
  writeText(doc, partNumber, { ...style, size }, unbroken, { x: at.x, y: doc.y });
}
