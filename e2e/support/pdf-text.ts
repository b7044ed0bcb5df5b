// The text of a PDF the store served: its compressed streams inflated, then read as the
// server's own tests read an uncompressed one (server/src/testing/pdf-text.ts).
import { constants, inflateSync } from 'node:zlib';
import { pdfText } from '../../server/src/testing/pdf-text';

function inflated(body: string): string {
  try {
    const bytes = Buffer.from(body, 'latin1');
    return inflateSync(bytes, { finishFlush: constants.Z_SYNC_FLUSH }).toString('latin1');
  } catch {
    // Not a deflated stream (an image, a font already plain): kept as it is.
    return body;
  }
}

/** The PDF's text, a line a baseline, whitespace runs read as one space. */
export function servedPdfText(pdf: Buffer): string {
  const raw = pdf.toString('latin1');
  const plain = raw.replace(
    /stream\r?\n([\s\S]*?)\r?\nendstream/g,
    (_whole, body: string) => `stream\n${inflated(body)}\nendstream`,
  );
  return pdfText(Buffer.from(plain, 'latin1')).replace(/\s+/g, ' ');
}
