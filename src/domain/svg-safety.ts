// Whether a parsed SVG carries anything that could run or pull in another document. The
// attribute values and style text are read as a browser reads them: character references
// decoded (`&#106;avascript:` is javascript:), spaces and control characters inside a
// scheme ignored, names and schemes in any case, namespace prefixes dropped.
import { decodeHTML } from 'entities';

/** Elements that run, embed other documents, or load style sheets and redirects. */
const FORBIDDEN_ELEMENTS = new Set([
  'script',
  'foreignobject',
  'iframe',
  'frame',
  'frameset',
  'embed',
  'object',
  'applet',
  'handler',
  'listener',
  'meta',
  'link',
  'base',
]);
/** Attributes that hold one address. */
const LINK_ATTRIBUTES = new Set(['href', 'src', 'action', 'formaction', 'data', 'codebase']);
/** Animation attributes that hold the value(s) an animated attribute takes. */
const ANIMATION_VALUES = new Set(['to', 'from', 'by', 'values']);
/** Attributes read as CSS: the style, and presentation attributes that take a url(…). */
const CSS_ATTRIBUTES = new Set([
  'style',
  'fill',
  'stroke',
  'filter',
  'mask',
  'clip-path',
  'marker',
  'marker-start',
  'marker-mid',
  'marker-end',
  'cursor',
]);
const RUNNING_SCHEMES = ['javascript:', 'vbscript:', 'data:'];
/** Processing instructions an image may carry: only the XML declaration. */
const ALLOWED_INSTRUCTION = '?xml';

export const ATTRIBUTES = ':@';
export type SvgNode = Record<string, unknown>;

/** The name without its namespace prefix, in lower case (xlink:href → href). */
export const localName = (name: string): string => (name.split(':').pop() ?? name).toLowerCase();

/** A value as a browser reads it: character references decoded. */
const decoded = (value: string): string => decodeHTML(value);

/** A link's scheme as a browser reads it: spaces and control characters inside are ignored. */
// eslint-disable-next-line no-control-regex
const squeezed = (value: string): string => value.replace(/[\u0000-\u0020\u007f]/g, '');

const startsWithRunningScheme = (value: string): boolean => {
  const link = squeezed(value).toLowerCase();
  return RUNNING_SCHEMES.some((scheme) => link.startsWith(scheme));
};

/**
 * CSS that could reach outside the image: an escape (which could spell anything), an
 * @import, or a url(…) that is not a reference inside this document (url(#gradient)).
 */
function cssReachesOut(css: string): boolean {
  const text = squeezed(decoded(css)).toLowerCase();
  if (text.includes('\\') || text.includes('@import')) return true;
  // Spaces are squeezed out already: url('#gradient') stays, url(//host/x) does not.
  if (/url\((?!['"]?#)/.test(text)) return true;
  return text.includes('expression(') || text.includes('javascript:');
}

function attributeRuns(name: string, raw: unknown, animated: string): boolean {
  const local = localName(name);
  if (local.startsWith('on')) return true;
  const value = decoded(String(raw));
  if (squeezed(value).toLowerCase().includes('javascript:')) return true;
  if (LINK_ATTRIBUTES.has(local) && startsWithRunningScheme(value)) return true;
  // <set attributeName="href" to="data:…">: the animation writes a link.
  if (ANIMATION_VALUES.has(local) && LINK_ATTRIBUTES.has(animated)) {
    return value.split(';').some(startsWithRunningScheme);
  }
  if (local === 'attributename' && localName(squeezed(value)).startsWith('on')) return true;
  const css = CSS_ATTRIBUTES.has(local) || value.toLowerCase().includes('url(');
  return css && cssReachesOut(value);
}

function attributesRun(attributes: SvgNode): boolean {
  const target = Object.entries(attributes).find(([name]) => localName(name) === 'attributename');
  // Stryker disable next-line StringLiteral: with no attributeName, any text that names no link attribute does
  const animated = localName(squeezed(decoded(String(target?.[1] ?? ''))));
  return Object.entries(attributes).some(([name, value]) => attributeRuns(name, value, animated));
}

/** The text inside a <style> element, as the browser joins its pieces (CDATA sections). */
const styleText = (children: unknown): string =>
  Array.isArray(children)
    ? (children as SvgNode[])
        // Stryker disable next-line MethodExpression,ConditionalExpression: an element inside reads as "" or "[object Object]", which no check matches
        .map((child) => Object.values(child).filter((value) => typeof value === 'string'))
        .join('')
    : // Stryker disable next-line StringLiteral: the parser (preserveOrder) always gives an array
      '';

/** Whether any element, attribute or style under `nodes` could run or load something. */
export function svgRunsScript(nodes: unknown): boolean {
  if (!Array.isArray(nodes)) return false;
  return (nodes as SvgNode[]).some((node) =>
    Object.entries(node).some(([key, value]) => {
      if (key === ATTRIBUTES) return attributesRun(value as SvgNode);
      // Text ('#text') holds no elements: the recursion below answers false for it.
      if (key.startsWith('?')) return key.toLowerCase() !== ALLOWED_INSTRUCTION;
      const element = localName(key);
      if (FORBIDDEN_ELEMENTS.has(element)) return true;
      if (element === 'style' && cssReachesOut(styleText(value))) return true;
      return svgRunsScript(value);
    }),
  );
}
