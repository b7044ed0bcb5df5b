// The text a PDF shows, read from its uncompressed page streams: the strings of its text
// operators, hex (<496e…>, as pdfkit writes them) or literal ((Invoice…)), joined. Enough
// for tests that ask "does the invoice say this?" without a PDF library.
const hexString = /<([0-9a-fA-F\s]*)>/g;
const literalString = /\(((?:\\.|[^\\)])*)\)/g;

const fromHex = (hex: string): string =>
  (hex.replace(/\s/g, '').match(/../g) ?? [])
    .map((pair) => String.fromCharCode(parseInt(pair, 16)))
    .join('');

const fromLiteral = (text: string): string => text.replace(/\\([\\()])/g, '$1');

export function pdfText(pdf: Uint8Array): string {
  const raw = new TextDecoder('latin1').decode(pdf);
  const lines: string[] = [];
  // Text operators live between BT and ET; one array or string per Tj/TJ.
  for (const block of raw.match(/BT[\s\S]*?ET/g) ?? []) {
    for (const operation of block.match(
      /(\[[^\]]*\]\s*TJ|\((?:\\.|[^\\)])*\)\s*Tj|<[^>]*>\s*Tj)/g,
    ) ?? []) {
      const hex = [...operation.matchAll(hexString)].map((m) => fromHex(m[1] ?? ''));
      const literal = [...operation.matchAll(literalString)].map((m) => fromLiteral(m[1] ?? ''));
      lines.push([...hex, ...literal].join(''));
    }
  }
  return lines.join('\n');
}

/** Whether the bytes are a PDF file: they open with the %PDF- header. */
export const isPdf = (bytes: Uint8Array): boolean =>
  new TextDecoder('latin1').decode(bytes.slice(0, 5)) === '%PDF-';
