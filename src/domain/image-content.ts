// What an uploaded file is, read from its bytes (never from its name or declared type):
// PNG, JPEG or WebP by their signatures (file-type), or SVG as XML whose root is <svg>
// and that carries nothing that could run: no <script> or <foreignObject>, no on…
// event attributes, no javascript: or data: links.
import { fileTypeFromBuffer } from 'file-type';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import {
  EMPTY_IMAGE,
  IMAGE_TOO_LARGE,
  MAX_IMAGE_BYTES,
  NOT_AN_IMAGE,
  SVG_WITH_SCRIPT,
  type ImageContentType,
} from './image-upload';
import { fail, ok, type Result } from './result';

const RASTER: Readonly<Record<string, ImageContentType>> = {
  'image/png': 'image/png',
  'image/jpeg': 'image/jpeg',
  'image/webp': 'image/webp',
};

/** Elements that run or embed other documents. */
const FORBIDDEN_ELEMENTS = new Set([
  'script',
  'foreignobject',
  'iframe',
  'embed',
  'object',
  'handler',
]);
const LINK_ATTRIBUTES = new Set(['href', 'src', 'action', 'formaction']);
const ATTRIBUTES = ':@';

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '',
  preserveOrder: true,
  // Entities are not expanded: a DOCTYPE is refused before parsing anyway.
  processEntities: false,
  parseTagValue: false,
  parseAttributeValue: false,
  allowBooleanAttributes: true,
});

/** The name without its namespace prefix, in lower case (xlink:href → href). */
const localName = (name: string): string => (name.split(':').pop() ?? name).toLowerCase();

/** A link's scheme as a browser reads it: spaces and control characters inside are ignored. */
// eslint-disable-next-line no-control-regex
const schemeOf = (value: string): string => value.replace(/[\u0000-\u0020]+/g, '').toLowerCase();

function attributeRuns(name: string, value: unknown): boolean {
  const local = localName(name);
  if (local.startsWith('on')) return true;
  if (typeof value !== 'string') return false;
  const link = schemeOf(value);
  if (LINK_ATTRIBUTES.has(local) && (link.startsWith('data:') || link.startsWith('vbscript:')))
    return true;
  return link.includes('javascript:');
}

type Node = Record<string, unknown>;

/** Whether any element or attribute under `nodes` could run a script. */
function runsScript(nodes: unknown): boolean {
  if (!Array.isArray(nodes)) return false;
  return nodes.some((node: Node) =>
    Object.entries(node).some(([key, value]) => {
      if (key === ATTRIBUTES) {
        return Object.entries(value as Node).some(([name, attr]) => attributeRuns(name, attr));
      }
      if (key.startsWith('#') || key.startsWith('?')) return false;
      return FORBIDDEN_ELEMENTS.has(localName(key)) || runsScript(value);
    }),
  );
}

/** The first element's name (the document's root), past the declaration and comments. */
function rootName(nodes: unknown): string | undefined {
  if (!Array.isArray(nodes)) return undefined;
  for (const node of nodes as Node[]) {
    const name = Object.keys(node).find((key) => key !== ATTRIBUTES);
    if (name && !name.startsWith('?') && !name.startsWith('#')) return localName(name);
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
  if (XMLValidator.validate(text) !== true) return fail(NOT_AN_IMAGE);
  const nodes: unknown = parser.parse(text);
  if (rootName(nodes) !== 'svg') return fail(NOT_AN_IMAGE);
  return runsScript(nodes) ? fail(SVG_WITH_SCRIPT) : ok('image/svg+xml');
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
    return raster ? ok(raster) : fail(NOT_AN_IMAGE);
  }
  return svgContent(bytes);
}
