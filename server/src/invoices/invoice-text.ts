// Text on the invoice in as many fonts as its scripts need (invoice-fonts.ts): one pdfkit
// text call a run, continued, so the runs wrap and align as one string.
import { PRIMARY_FAMILY, primaryAscent, textRuns, useFont, type Weight } from './invoice-fonts';

export interface TextStyle {
  readonly weight: Weight;
  /** In points. */
  readonly size: number;
}

export interface Place {
  readonly x: number;
  readonly y: number;
}

export function writeText(
  doc: PDFKit.PDFDocument,
  text: string,
  style: TextStyle,
  options: PDFKit.Mixins.TextOptions = {},
  place?: Place,
): void {
  const runs = textRuns(text);
  if (runs.length === 0) runs.push({ family: PRIMARY_FAMILY, text: '' });
  // pdfkit puts each run's baseline under the line's top by its own font's ascender; the
  // faces differ, so every run takes the primary face's, and a line keeps one baseline.
  const baseline = -primaryAscent(style.weight) * style.size;
  doc.fontSize(style.size);
  runs.forEach((run, index) => {
    useFont(doc, run.family, style.weight);
    const continued = index < runs.length - 1 || options.continued === true;
    const runOptions = { ...options, continued, baseline };
    if (index === 0 && place) doc.text(run.text, place.x, place.y, runOptions);
    else doc.text(run.text, runOptions);
  });
}
