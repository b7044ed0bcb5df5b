// What an uploaded file is, read from its bytes (never from its name or declared type):
// PNG, JPEG or WebP by their signatures (file-type), or SVG as XML whose root is <svg>
// and that carries nothing that could run (svg-safety.ts); either no larger than
// MAX_IMAGE_SIDE pixels a side (image-dimensions.ts).
import { fileTypeFromBuffer } from 'file-type';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { fitsCap, rasterDimensions, svgDimensions } from './image-dimensions';
import {
  EMPTY_IMAGE,
  IMAGE_TOO_LARGE,
  IMAGE_TOO_WIDE,
  MAX_IMAGE_BYTES,
  NOT_AN_IMAGE,
  SVG_UNREADABLE,
  SVG_WITH_SCRIPT,
  type ImageContentType,
} from './image-upload';
import { fail, ok, type Result } from './result';
import { ATTRIBUTES, localName, svgRunsScript, type SvgNode } from './svg-safety';

const RASTER: Readonly<Record<string, ImageContentType>> = {
  'image/png': 'image/png',
  'image/jpeg': 'image/jpeg',
  'image/webp': 'image/webp',
};

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '',
  preserveOrder: true,
  // Entities are not expanded here: a DOCTYPE is refused before parsing, and the checks
  // decode character references themselves (svg-safety.ts).
  processEntities: false,
  // Stryker disable next-line BooleanLiteral: only <style> text is read, and a number in it reaches nothing
  parseTagValue: false,
  parseAttributeValue: false,
});

/** The parsed document, or the sentence that refuses it. */
function parsed(text: string): Result<unknown[], string> {
  try {
    if (XMLValidator.validate(text) !== true) return fail(NOT_AN_IMAGE);
    const nodes: unknown = parser.parse(text);
    return Array.isArray(nodes) ? ok(nodes) : fail(NOT_AN_IMAGE);
  } catch {
    // The parser's own limits (elements nested over 100 deep): well-formed, yet refused.
    return fail(SVG_UNREADABLE);
  }
}

/** The first element (the document's root), past the declaration and comments. */
function rootOf(nodes: readonly unknown[]): { name: string; node: SvgNode } | undefined {
  for (const node of nodes as SvgNode[]) {
    // The parser names a node before its attributes, and drops comments and the blank text
    // around the root (other text there is not well-formed): these checks are defensive.
    // Stryker disable next-line ConditionalExpression: see above
    const name = Object.keys(node).find((key) => key !== ATTRIBUTES);
    // Stryker disable next-line MethodExpression: see above
    if (name && !name.startsWith('?') && !name.startsWith('#')) {
      return { name: localName(name), node };
    }
  }
  return undefined;
}

function svgContent(bytes: Uint8Array): Result<ImageContentType, string> {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return fail(NOT_AN_IMAGE);
  }
  // A DTD can define entities and reach other files: an image never needs one.
  if (/<!DOCTYPE|<!ENTITY/i.test(text)) return fail(NOT_AN_IMAGE);
  const nodes = parsed(text);
  if (!nodes.ok) return nodes;
  const root = rootOf(nodes.value);
  // Stryker disable next-line OptionalChaining: a document the validator passed has a root element
  if (root?.name !== 'svg') return fail(NOT_AN_IMAGE);
  if (svgRunsScript(nodes.value)) return fail(SVG_WITH_SCRIPT);
  return fitsCap(svgDimensions(root.node)) ? ok('image/svg+xml') : fail(IMAGE_TOO_WIDE);
}

/** The image's content type, read from its bytes, or the sentence that refuses it. */
export async function checkImageContent(
  bytes: Uint8Array,
): Promise<Result<ImageContentType, string>> {
  if (bytes.byteLength === 0) return fail(EMPTY_IMAGE);
  if (bytes.byteLength > MAX_IMAGE_BYTES) return fail(IMAGE_TOO_LARGE);
  const detected = await fileTypeFromBuffer(bytes);
  // An SVG that opens with an XML declaration is detected as XML: read it as SVG below.
  if (detected && detected.ext !== 'xml') {
    const raster = RASTER[detected.mime];
    if (!raster) return fail(NOT_AN_IMAGE);
    const size = rasterDimensions(bytes);
    if (!size) return fail(NOT_AN_IMAGE);
    return fitsCap([size]) ? ok(raster) : fail(IMAGE_TOO_WIDE);
  }
  return svgContent(bytes);
}
