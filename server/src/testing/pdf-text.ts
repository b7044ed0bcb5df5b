// The text a PDF shows, read from its uncompressed page streams: the strings of its text
// operators, joined, a line a baseline. Strings in an embedded font (pdfkit writes them as
// two-byte glyph codes, <0012…>) are read through that font's ToUnicode map; strings in a
// built-in font are bytes (<496e…> or (Invoice…)). Enough for tests that ask "does the
// invoice say this?" without a PDF library.
const hexString = /<([0-9a-fA-F\s]*)>/g;
const literalString = /\(((?:\\.|[^\\)])*)\)/g;

const bytesOf = (hex: string): number[] =>
  (hex.replace(/\s/g, '').match(/../g) ?? []).map((pair) => parseInt(pair, 16));

const fromHex = (hex: string): string => String.fromCharCode(...bytesOf(hex));

/** A ToUnicode destination: UTF-16BE, surrogate pairs included. */
const fromUtf16 = (hex: string): string => {
  const bytes = bytesOf(hex);
  const units = bytes
    .filter((_, i) => i % 2 === 0)
    .map((high, i) => high * 256 + (bytes[2 * i + 1] ?? 0));
  return String.fromCharCode(...units);
};

const fromLiteral = (text: string): string => text.replace(/\\([\\()])/g, '$1');

type ToUnicode = Map<number, string>;

const sections = (cmap: string, name: string): string[] =>
  [...cmap.matchAll(new RegExp(`begin${name}([\\s\\S]*?)end${name}`, 'g'))].map(
    ([, body = '']) => body,
  );

/** A ToUnicode CMap's bfchar and bfrange entries (pdfkit writes ranges of arrays). */
function parseToUnicode(cmap: string): ToUnicode {
  const map: ToUnicode = new Map();
  for (const section of sections(cmap, 'bfchar')) {
    for (const [, source = '', target = ''] of section.matchAll(/<(\w+)>\s*<([\w\s]*)>/g)) {
      map.set(parseInt(source, 16), fromUtf16(target));
    }
  }
  for (const section of sections(cmap, 'bfrange')) {
    for (const [, start = '', end = '', targets = ''] of section.matchAll(
      /<(\w+)>\s*<(\w+)>\s*(\[[^\]]*\]|<[\w\s]*>)/g,
    )) {
      const first = parseInt(start, 16);
      const listed = [...targets.matchAll(hexString)].map(([, target = '']) => target);
      for (let code = first; code <= parseInt(end, 16); code++) {
        // An array names each code's text; a single target counts up from the first.
        const target = targets.startsWith('[')
          ? fromUtf16(listed[code - first] ?? '')
          : String.fromCharCode(parseInt(listed[0]?.replace(/\s/g, '') ?? '0', 16) + code - first);
        map.set(code, target);
      }
    }
  }
  return map;
}

/** Each font resource name (/F3) whose font has a ToUnicode map, with that map. */
function embeddedFonts(raw: string): Map<string, ToUnicode> {
  const objects = new Map(
    [...raw.matchAll(/(\d+) 0 obj([\s\S]*?)endobj/g)].map(([, id = '', body = '']) => [id, body]),
  );
  const fonts = new Map<string, ToUnicode>();
  for (const [, name = '', id = ''] of raw.matchAll(/\/(F\d+) (\d+) 0 R/g)) {
    const unicodeId = /\/ToUnicode (\d+) 0 R/.exec(objects.get(id) ?? '')?.[1];
    const cmap = unicodeId ? objects.get(unicodeId) : undefined;
    if (cmap) fonts.set(name, parseToUnicode(cmap));
  }
  return fonts;
}

const glyphText = (hex: string, toUnicode: ToUnicode): string =>
  (hex.replace(/\s/g, '').match(/..../g) ?? [])
    .map((code) => toUnicode.get(parseInt(code, 16)) ?? '\uFFFD')
    .join('');

export function pdfText(pdf: Uint8Array): string {
  const raw = new TextDecoder('latin1').decode(pdf);
  const fonts = embeddedFonts(raw);
  const lines: string[] = [];
  let font: ToUnicode | undefined;
  let baseline: string | undefined;
  // Text operators live between BT and ET; one array or string per Tj/TJ. Fragments on
  // the baseline of the one before (pdfkit draws a run of another font as a fragment of its
  // own) continue its line.
  for (const block of raw.match(/BT[\s\S]*?ET/g) ?? []) {
    const y = /\S+ (\S+) Tm/.exec(block)?.[1];
    const operations =
      block.match(
        /(\/F\d+\s+[\d.]+\s+Tf|\[[^\]]*\]\s*TJ|\((?:\\.|[^\\)])*\)\s*Tj|<[^>]*>\s*Tj)/g,
      ) ?? [];
    for (const operation of operations) {
      const selected = /^\/(F\d+)\s+[\d.]+\s+Tf$/.exec(operation);
      if (selected) {
        font = fonts.get(selected[1] ?? '');
        continue;
      }
      const map = font;
      const hex = [...operation.matchAll(hexString)].map(({ 1: text = '' }) =>
        map ? glyphText(text, map) : fromHex(text),
      );
      const literal = [...operation.matchAll(literalString)].map((m) => fromLiteral(m[1] ?? ''));
      const text = [...hex, ...literal].join('');
      if (y !== undefined && y === baseline && lines.length > 0) {
        lines[lines.length - 1] += text;
      } else {
        lines.push(text);
      }
      baseline = y;
    }
  }
  return lines.join('\n');
}

/** Whether the bytes are a PDF file: they open with the %PDF- header. */
export const isPdf = (bytes: Uint8Array): boolean =>
  new TextDecoder('latin1').decode(bytes.slice(0, 5)) === '%PDF-';
