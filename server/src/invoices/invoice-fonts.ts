// The typefaces an invoice is printed in: Noto Sans, then, for what it does not draw,
// Noto Sans Arabic, Noto Sans SC (Chinese, Japanese kana), Noto Sans KR (Hangul) and Noto
// Emoji. A buyer's name or a tool's name in any of those scripts reads on the invoice as it
// was typed: PDF's built-in Helvetica has only Latin-1. The files come with the npm
// packages (TrueType, which pdfkit embeds as a subset of the glyphs used); server only.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import * as fontkit from 'fontkit';

export type Weight = 'regular' | 'bold';

interface Family {
  readonly name: string;
  readonly file: (weight: Weight) => string;
  /** Written right to left. */
  readonly rtl?: boolean;
}

const resolve = createRequire(import.meta.url).resolve;

/** A family of the @expo-google-fonts packages: one TrueType file a weight. */
const expoFamily = (name: string, packageName: string, rtl = false): Family => ({
  name,
  rtl,
  file: (weight) =>
    weight === 'bold'
      ? resolve(`${packageName}/700Bold/${name}_700Bold.ttf`)
      : resolve(`${packageName}/400Regular/${name}_400Regular.ttf`),
});

/** In the order they are tried for a character. */
const FAMILIES: readonly Family[] = [
  expoFamily('NotoSans', '@expo-google-fonts/noto-sans'),
  expoFamily('NotoSansArabic', '@expo-google-fonts/noto-sans-arabic', true),
  expoFamily('NotoSansSC', '@expo-google-fonts/noto-sans-sc'),
  expoFamily('NotoSansKR', '@expo-google-fonts/noto-sans-kr'),
  expoFamily('NotoEmoji', '@expo-google-fonts/noto-emoji'),
];
const [PRIMARY] = FAMILIES as [Family, ...Family[]];

/**
 * Each face is read and parsed once a process, on first use, and shared by every document:
 * parsing Noto Sans's layout tables takes a few hundred milliseconds, its use afterwards a
 * few (pdfkit takes a parsed fontkit font as well as a file; each document embeds its own
 * subset). The CJK files are 6 to 10 MB each, read only when a name needs them.
 */
const faces = new Map<string, fontkit.Font>();
function face(family: Family, weight: Weight): fontkit.Font {
  const path = family.file(weight);
  let font = faces.get(path);
  if (!font) {
    const created = fontkit.create(readFileSync(path));
    if ('fonts' in created) throw new Error(`${path} is a collection, not one font`);
    font = created;
    faces.set(path, font);
  }
  return font;
}

/** Which characters a family draws, asked of its regular weight (the bold has the same). */
const draws = (family: Family, codePoint: number): boolean =>
  face(family, 'regular').hasGlyphForCodePoint(codePoint);

/** Marks, joiners and variation selectors belong to the character before them. */
const attaches = (char: string): boolean => /^[\p{M}\p{Cf}]$/u.test(char);

export interface TextRun {
  readonly family: string;
  readonly text: string;
}

/**
 * The text cut into runs, each in the first family that draws all of it; a character the
 * current run's family draws (a space, a digit) stays in the run. A character no family
 * draws stays in Noto Sans, which shows it as a box rather than as another character.
 */
export function textRuns(text: string): TextRun[] {
  const runs: { family: Family; text: string }[] = [];
  for (const char of text) {
    const codePoint = char.codePointAt(0) ?? 0;
    const current = runs.at(-1);
    if (current && (attaches(char) || draws(current.family, codePoint))) {
      current.text += char;
      continue;
    }
    const family = FAMILIES.find((candidate) => draws(candidate, codePoint)) ?? PRIMARY;
    runs.push({ family, text: char });
  }
  return runs.flatMap((run) =>
    run.family.rtl
      ? wordsRightToLeft(run.family, run.text)
      : [{ family: run.family.name, text: run.text }],
  );
}

/**
 * A right-to-left run in the order pdfkit lays it out. pdfkit places words left to right and
 * has each shaped by fontkit, which draws an Arabic word's letters right to left (a space
 * inside the word would land on its wrong side); the words must then come last first, as a
 * bidi algorithm orders them on a line that starts left to right, and the spaces between
 * them are runs of their own.
 */
function wordsRightToLeft(family: Family, text: string): TextRun[] {
  const pieces = text.split(/(\s+)/u).filter((piece) => piece !== '');
  const [first = '', ...rest] = pieces;
  const leading = /^\s/u.test(first) ? [first] : [];
  const words = leading.length ? rest : pieces;
  const trailing = /^\s/u.test(words.at(-1) ?? 'x') ? [words.pop() ?? ''] : [];
  return [...leading, ...words.reverse(), ...trailing].map((piece) => ({
    family: /^\s/u.test(piece) ? PRIMARY.name : family.name,
    text: piece,
  }));
}

export const PRIMARY_FAMILY = PRIMARY.name;

/** How far the primary face's ascender rises, in ems: every run sits on its baseline. */
export const primaryAscent = (weight: Weight): number => {
  const font = face(PRIMARY, weight);
  return font.ascent / font.unitsPerEm;
};

const registered = new WeakMap<PDFKit.PDFDocument, Set<string>>();

/** Makes `family` in `weight` the document's current font, embedding it on first use. */
export function useFont(doc: PDFKit.PDFDocument, familyName: string, weight: Weight): void {
  const family = FAMILIES.find((candidate) => candidate.name === familyName) ?? PRIMARY;
  const name = `${family.name}-${weight}`;
  const known = registered.get(doc) ?? new Set<string>();
  registered.set(doc, known);
  if (!known.has(name)) {
    doc.registerFont(name, face(family, weight));
    known.add(name);
  }
  doc.font(name);
}
