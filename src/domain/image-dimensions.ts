// How large an image says it is, in pixels a side. A small file may declare a huge canvas
// (a 262 KB PNG of 30000 × 30000) that costs gigabytes to decode or draw; the store refuses
// those. Rasters are read by image-size; an SVG's size is in its root's attributes, read here
// from the parsed root, because image-size reads them with a pattern over the raw text (a
// comment can stand in for the root) and skips a width given without a height.
import { imageSize } from 'image-size';
import { ATTRIBUTES, localName, type SvgNode } from './svg-safety';

export const MAX_IMAGE_SIDE = 4096;

export type Dimensions = { readonly width: number; readonly height: number };

/** A raster's canvas, read from its header; undefined when it cannot be read. */
export function rasterDimensions(bytes: Uint8Array): Dimensions | undefined {
  try {
    const { width, height } = imageSize(bytes);
    return { width, height };
    // Stryker disable next-line BlockStatement: without it the function answers undefined as well
  } catch {
    return undefined;
  }
}

/** CSS pixels per unit of an SVG length. */
const PIXELS_PER_UNIT: Readonly<Record<string, number>> = {
  '': 1,
  px: 1,
  in: 96,
  cm: 96 / 2.54,
  mm: 96 / 25.4,
  q: 96 / 101.6,
  pt: 96 / 72,
  pc: 16,
  em: 16,
  ex: 8,
};
const LENGTH = /^\s*([+-]?(?:\d+\.?\d*|\.\d+)(?:e[+-]?\d+)?)\s*([a-z]*)\s*$/i;

/** A length in pixels; undefined for a percentage, "auto" or anything a browser ignores. */
function pixels(value: string): number | undefined {
  // Stryker disable next-line StringLiteral,ArrayDeclaration: with no match, number is '' and the answer undefined
  const [, number = '', unit = ''] = LENGTH.exec(value) ?? [];
  const perUnit = PIXELS_PER_UNIT[unit.toLowerCase()];
  return number !== '' && perUnit !== undefined ? Number(number) * perUnit : undefined;
}

/** The viewBox's width and height, when it is four numbers. */
function viewBoxSize(value: string): Dimensions | undefined {
  const numbers = value
    .trim()
    .split(/[\s,]+/)
    .map(Number);
  const [, , width = NaN, height = NaN] = numbers;
  return numbers.length === 4 && numbers.every(Number.isFinite) ? { width, height } : undefined;
}

/**
 * The sizes an SVG's root declares: its viewBox, and its width and height in pixels (one
 * given alone takes the other from the viewBox's proportions, as a browser draws it).
 */
export function svgDimensions(root: SvgNode): Dimensions[] {
  const attributes = Object.entries((root[ATTRIBUTES] ?? {}) as SvgNode);
  const named = (name: string): string =>
    // Stryker disable next-line StringLiteral: any text with no length and no four numbers reads as ''
    String(attributes.find(([key]) => localName(key) === name)?.[1] ?? '');
  const box = viewBoxSize(named('viewbox'));
  const width = pixels(named('width'));
  const height = pixels(named('height'));
  // No proportions from a viewBox without an area (0 or NaN: falsy below).
  const ratio = box && box.height > 0 ? box.width / box.height : 0;
  return [
    box ?? { width: 0, height: 0 },
    {
      width: width ?? (height !== undefined && ratio ? height * ratio : 0),
      height: height ?? (width !== undefined && ratio ? width / ratio : 0),
    },
  ];
}

/** Whether every size fits the cap (Infinity, from "1e999", does not). */
export const fitsCap = (sizes: readonly Dimensions[]): boolean =>
  sizes.every(({ width, height }) => width <= MAX_IMAGE_SIDE && height <= MAX_IMAGE_SIDE);
