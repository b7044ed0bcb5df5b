import { describe, expect, it } from 'vitest';
import { checkImageContent } from './image-content';
import { MAX_IMAGE_SIDE } from './image-dimensions';
import {
  IMAGE_TOO_LARGE,
  IMAGE_TOO_WIDE,
  MAX_IMAGE_BYTES,
  NOT_AN_IMAGE,
  precheckImageFile,
  SVG_UNREADABLE,
  SVG_WITH_SCRIPT,
} from './image-upload';

const text = (s: string) => new TextEncoder().encode(s);

/** An 8×8 orange PNG. */
export const PNG = Uint8Array.from(
  atob(
    'iVBORw0KGgoAAAANSUhEUgAAAAgAAAAICAIAAABLbSncAAAAEUlEQVR4nGN4kCWDFTEMLQkAKdVZgZ/YYewAAAAASUVORK5CYII=',
  ),
  (c) => c.charCodeAt(0),
);
const bigEndian16 = (n: number) => [n >> 8, n & 0xff];
const littleEndian24 = (n: number) => [n & 0xff, (n >> 8) & 0xff, n >> 16];
/** The 8×8 PNG with its header saying `width` × `height` (the CRC is not checked by anyone). */
const pngDeclaring = (width: number, height: number): Uint8Array => {
  const bytes = PNG.slice();
  new DataView(bytes.buffer).setUint32(16, width);
  new DataView(bytes.buffer).setUint32(20, height);
  return bytes;
};
/** A JPEG's start and its frame header (SOF0), declaring `width` × `height`, three channels. */
const jpegDeclaring = (width: number, height: number): Uint8Array =>
  Uint8Array.from([
    ...[0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46, 0, 1, 1, 0, 0, 1, 0, 1, 0, 0],
    ...[0xff, 0xc0, 0, 17, 8, ...bigEndian16(height), ...bigEndian16(width), 3],
    ...[1, 0x22, 0, 2, 0x11, 1, 3, 0x11, 1],
    ...[0xff, 0xd9],
  ]);
/** An extended WebP (VP8X) whose canvas is `width` × `height`. */
const webpDeclaring = (width: number, height: number): Uint8Array =>
  Uint8Array.from([
    ...text('RIFF'),
    ...[22, 0, 0, 0],
    ...text('WEBPVP8X'),
    ...[10, 0, 0, 0, 0, 0, 0, 0],
    ...littleEndian24(width - 1),
    ...littleEndian24(height - 1),
  ]);
const JPEG = jpegDeclaring(8, 8);
const svg = (body: string, attrs = '') =>
  text(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"${attrs}>${body}</svg>`);

describe('checkImageContent', () => {
  it('reads PNG, JPEG and WebP from their bytes', async () => {
    expect(await checkImageContent(PNG)).toEqual({ ok: true, value: 'image/png' });
    expect(await checkImageContent(JPEG)).toEqual({ ok: true, value: 'image/jpeg' });
    expect(await checkImageContent(webpDeclaring(8, 8))).toEqual({
      ok: true,
      value: 'image/webp',
    });
  });

  it('accepts a plain SVG, with or without an XML declaration', async () => {
    expect(await checkImageContent(svg('<rect width="5" height="5" fill="#e06a1c"/>'))).toEqual({
      ok: true,
      value: 'image/svg+xml',
    });
    const declared = text(
      `<?xml version="1.0" encoding="UTF-8"?>\n<svg xmlns="http://www.w3.org/2000/svg"><circle r="2"/></svg>`,
    );
    expect(await checkImageContent(declared)).toEqual({ ok: true, value: 'image/svg+xml' });
  });

  it('goes by content: a PNG renamed .svg is a PNG', async () => {
    const renamed = new File([PNG], 'logo.svg', { type: 'image/svg+xml' });
    expect(precheckImageFile(renamed)).toBeUndefined();
    expect(await checkImageContent(new Uint8Array(await renamed.arrayBuffer()))).toEqual({
      ok: true,
      value: 'image/png',
    });
  });

  it.each([
    ['text named .png', text('just some text')],
    ['a GIF', text('GIF89a\u0001\u0000\u0001\u0000')],
    ['HTML', text('<html><body><script>alert(1)</script></body></html>')],
    ['XML that is not SVG', text('<note><to>x</to></note>')],
    ['broken XML', text('<svg><rect></svg>')],
    ['an SVG with a DOCTYPE', text('<!DOCTYPE svg [<!ENTITY x "y">]><svg>&x;</svg>')],
  ])('refuses %s as not an image', async (_, bytes) => {
    expect(await checkImageContent(bytes)).toEqual({ ok: false, error: NOT_AN_IMAGE });
  });

  it.each([
    ['<script>', svg('<script>alert(1)</script>')],
    [
      'a namespaced <svg:script>',
      text(
        '<svg:svg xmlns:svg="http://www.w3.org/2000/svg"><svg:script>x()</svg:script></svg:svg>',
      ),
    ],
    ['<foreignObject>', svg('<foreignObject><div>hi</div></foreignObject>')],
    ['an onload attribute', svg('<rect/>', ' onload="alert(1)"')],
    ['an onclick deep inside', svg('<g><g><rect onClick="x()"/></g></g>')],
    ['a javascript: href', svg('<a href="javascript:alert(1)"><rect/></a>')],
    [
      'a spaced java script: xlink:href',
      svg('<a xlink:href=" jav&#x09;ascript:x"><rect/></a>'.replace('&#x09;', '\t')),
    ],
    ['a data: href', svg('<image href="data:text/html;base64,PHNjcmlwdD4="/>')],
  ])('refuses an SVG with %s', async (_, bytes) => {
    expect(await checkImageContent(bytes)).toEqual({ ok: false, error: SVG_WITH_SCRIPT });
  });

  it.each([
    ['a decimal reference in javascript:', '<a href="&#106;avascript:alert(1)"><rect/></a>'],
    ['a hex reference for an upper-case J', '<a href="&#x4A;avascript:x()"><rect/></a>'],
    ['a tab reference inside the scheme', '<a href="java&#9;script:x()"><rect/></a>'],
    ['a named reference for the colon', '<a href="javascript&colon;x()"><rect/></a>'],
    ['a data: link written with a reference', '<image href="&#100;ata:image/svg+xml,x"/>'],
    ['an upper-case scheme in xlink:href', '<a xlink:href="JAVASCRIPT:x()"><rect/></a>'],
    ['a control character in a data: scheme', '<image href="d\u0001ata:text/html,x"/>'],
    ['a vbscript: src', '<image src=" VBScript:x"/>'],
    ['a <set> that writes a link', '<a><set attributeName="href" to="javascript:x()"/></a>'],
    [
      'an <animate> of href to data:',
      '<a><animate attributeName="xlink:href" values="#a;data:text/html,x"/></a>',
    ],
    ['an animation of an event attribute', '<set attributeName="onclick" to="x()"/>'],
    [
      'a url() to another site in a style',
      '<rect style="fill: url(https://evil.example/x.svg#a)"/>',
    ],
    ['a url() in a fill attribute', '<rect fill="URL(\'//evil.example/p#a\')"/>'],
    ['a CSS escape in a style', '<rect style="fill: u\\72l(//evil.example/x)"/>'],
    ['an @import in a <style>', '<style>@import "https://evil.example/a.css";</style>'],
    [
      'a url() in a <style> written with references',
      '<style>rect { fill: &#117;rl(//evil.example/x) }</style>',
    ],
    ['an XHTML <iframe> inside', '<h:iframe xmlns:h="http://www.w3.org/1999/xhtml" src="/x"/>'],
  ])('refuses an SVG that hides a script or an outside load: %s', async (_, body) => {
    expect(await checkImageContent(svg(body))).toEqual({ ok: false, error: SVG_WITH_SCRIPT });
  });

  it.each([
    'script',
    'foreignObject',
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
  ])('refuses an SVG with a <%s> element', async (element) => {
    expect(await checkImageContent(svg(`<g><${element}/></g>`))).toEqual({
      ok: false,
      error: SVG_WITH_SCRIPT,
    });
  });

  it.each(['href', 'src', 'action', 'formaction', 'data', 'codebase'])(
    'refuses an SVG whose %s attribute is a data: address',
    async (attribute) => {
      expect(await checkImageContent(svg(`<g ${attribute}="data:text/html,x"/>`))).toEqual({
        ok: false,
        error: SVG_WITH_SCRIPT,
      });
    },
  );

  it.each(['to', 'from', 'by', 'values'])(
    'refuses an animation whose %s attribute writes a data: link',
    async (attribute) => {
      const animation = `<a><set ${attribute}="data:text/html,x" attributeName="xlink:href"/></a>`;
      expect(await checkImageContent(svg(animation))).toEqual({
        ok: false,
        error: SVG_WITH_SCRIPT,
      });
    },
  );

  it.each([
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
  ])('refuses a CSS escape in a %s attribute (it could spell url)', async (attribute) => {
    expect(
      await checkImageContent(svg(`<rect ${attribute}="\\75 rl(//evil.example/x)"/>`)),
    ).toEqual({ ok: false, error: SVG_WITH_SCRIPT });
  });

  it.each([
    ['javascript: in any attribute', '<rect class="JavaScript:x()"/>'],
    ['a url() in any attribute', '<rect data-src="URL(//evil.example/x)"/>'],
    ['a CSS expression in a <style>', '<style>rect { width: expression(alert(1)) }</style>'],
    ['javascript: in a <style>', '<style>rect { background: javascript:x() }</style>'],
    ['a quoted url() to another site', '<rect style="fill: url(\'//evil.example/x\')"/>'],
  ])('refuses an SVG with %s', async (_, body) => {
    expect(await checkImageContent(svg(body))).toEqual({ ok: false, error: SVG_WITH_SCRIPT });
  });

  it.each([
    [
      'text that mentions url() and a backslash',
      '<text>see url(https://paint.example) \\ here</text>',
    ],
    ['an id that starts with "on"', '<rect id="one" class="only"/>'],
    ['an animation of opacity', '<animate attributeName="opacity" from="0" to="1" dur="1s"/>'],
    ['a link animation to a fragment', '<a><set attributeName="href" to="#b" id="data:1"/></a>'],
    ["an editor's path with backslashes", '<g label="C:\\paint\\roller.svg"/>'],
  ])('accepts an SVG with %s', async (_, body) => {
    expect(await checkImageContent(svg(body))).toEqual({ ok: true, value: 'image/svg+xml' });
  });

  it('refuses an SVG that asks for a style sheet (an XSLT one runs scripts)', async () => {
    const styled = text(
      '<?xml-stylesheet type="text/xsl" href="/evil.xsl"?><svg xmlns="http://www.w3.org/2000/svg"/>',
    );
    expect(await checkImageContent(styled)).toEqual({ ok: false, error: SVG_WITH_SCRIPT });
  });

  it('keeps references inside the document and ordinary links', async () => {
    const gradient = svg(
      '<defs><linearGradient id="g"><stop offset="0" stop-color="#fff"/></linearGradient></defs>' +
        '<rect fill="url(#g)" style="stroke: url( \'#g\' ); fill-opacity: .5"/>' +
        '<a href="https://paint.example/brush?a=1&amp;b=2"><use href="#g"/></a>' +
        '<style>rect { fill: url(#g) }</style>',
    );
    expect(await checkImageContent(gradient)).toEqual({ ok: true, value: 'image/svg+xml' });
  });

  it('answers a sentence for an SVG nested deeper than the parser goes', async () => {
    const deep = svg(`${'<g>'.repeat(150)}${'</g>'.repeat(150)}`);
    expect(await checkImageContent(deep)).toEqual({ ok: false, error: SVG_UNREADABLE });
  });

  it.each([
    ['a PNG', pngDeclaring(30000, 30000)],
    ['a PNG one pixel too tall', pngDeclaring(8, MAX_IMAGE_SIDE + 1)],
    ['a JPEG', jpegDeclaring(MAX_IMAGE_SIDE + 1, 10)],
    ['a WebP', webpDeclaring(20000, 8)],
    ['an SVG of 10^8 × 10^8', svg('', ' width="100000000" height="100000000"')],
    ['an SVG in exponent form', svg('', ' width="1e8" height="1E8px"')],
    ['an SVG measured in inches', svg('', ' width="50in" height="1in"')],
    [
      'an SVG with a huge viewBox',
      text('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0,0,1e8,1e8"/>'),
    ],
    [
      'an SVG with a width whose viewBox makes it tall',
      text('<svg xmlns="http://www.w3.org/2000/svg" width="100" viewBox="0 0 1 1000"/>'),
    ],
    ['an SVG whose width overflows to Infinity', svg('', ' width="1e999"')],
  ])('refuses %s larger than the cap a side', async (_, bytes) => {
    expect(await checkImageContent(bytes)).toEqual({ ok: false, error: IMAGE_TOO_WIDE });
  });

  it('takes images of exactly the cap, and SVGs sized by their page', async () => {
    for (const bytes of [
      pngDeclaring(MAX_IMAGE_SIDE, MAX_IMAGE_SIDE),
      jpegDeclaring(MAX_IMAGE_SIDE, 1),
      webpDeclaring(1, MAX_IMAGE_SIDE),
      svg('', ` width="${MAX_IMAGE_SIDE}px" height="100%"`),
      text('<svg xmlns="http://www.w3.org/2000/svg"><!-- <svg width="99999"> --></svg>'),
    ]) {
      expect((await checkImageContent(bytes)).ok).toBe(true);
    }
  });

  it('refuses a raster whose size cannot be read', async () => {
    // A JPEG's opening (JFIF) without the frame header that gives its size.
    const headless = Uint8Array.from([0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46, 0, 1]);
    for (const bytes of [PNG.slice(0, 20), headless]) {
      expect(await checkImageContent(bytes)).toEqual({ ok: false, error: NOT_AN_IMAGE });
    }
  });

  it('refuses more than 2 MB, and takes 2 MB exactly', async () => {
    const big = new Uint8Array(MAX_IMAGE_BYTES + 1);
    big.set(PNG);
    expect(await checkImageContent(big)).toEqual({ ok: false, error: IMAGE_TOO_LARGE });
    expect(await checkImageContent(big.slice(0, MAX_IMAGE_BYTES))).toEqual({
      ok: true,
      value: 'image/png',
    });
  });

  it('refuses an empty file as empty', async () => {
    expect(await checkImageContent(new Uint8Array(0))).toEqual({
      ok: false,
      error: 'That file is empty. Choose an image.',
    });
  });

  it('refuses an SVG that is not UTF-8', async () => {
    const latin1 = Uint8Array.from([
      ...svg('<text>x</text>').slice(0, -6),
      0xe9,
      ...text('</svg>'),
    ]);
    expect(await checkImageContent(latin1)).toEqual({ ok: false, error: NOT_AN_IMAGE });
    expect(await checkImageContent(Uint8Array.from([0x3c, 0xff, 0xfe]))).toEqual({
      ok: false,
      error: NOT_AN_IMAGE,
    });
  });

  it('reads character references once, as a browser does', async () => {
    // "&amp;#106;" is the text "&#106;" in the link, not a "j".
    const spelled = svg('<a href="&amp;#106;avascript:x()"><rect/></a>');
    expect(await checkImageContent(spelled)).toEqual({ ok: true, value: 'image/svg+xml' });
  });

  it('sizes an SVG by its page when its width is no length (0x2000)', async () => {
    const hex = svg('', ' width="0x2000" height="0x2000"');
    expect(await checkImageContent(hex)).toEqual({ ok: true, value: 'image/svg+xml' });
  });

  it('reads a <style> split by CDATA as one style sheet', async () => {
    const split = svg('<style>@im<![CDATA[port "https://evil.example/a.css";]]></style>');
    expect(await checkImageContent(split)).toEqual({ ok: false, error: SVG_WITH_SCRIPT });
  });

  it('says each refusal in a sentence', async () => {
    const errorOf = async (bytes: Uint8Array) => {
      const checked = await checkImageContent(bytes);
      return checked.ok ? undefined : checked.error;
    };
    expect(await errorOf(text('just some text'))).toBe(
      'That file is not a PNG, JPEG, WebP or SVG image.',
    );
    expect(await errorOf(new Uint8Array(MAX_IMAGE_BYTES + 1))).toBe(
      'That image is larger than 2 MB. Choose a smaller one.',
    );
    expect(await errorOf(svg('<script>x()</script>'))).toBe(
      'That SVG image contains scripts, event handlers or script links, which the store does not accept.',
    );
    expect(await errorOf(pngDeclaring(MAX_IMAGE_SIDE + 1, 1))).toBe(
      'That image is wider or taller than 4096 pixels. Choose a smaller one.',
    );
    expect(await errorOf(svg(`${'<g>'.repeat(150)}${'</g>'.repeat(150)}`))).toBe(
      'That SVG image could not be read: its elements are nested too deeply. Simplify it and try again.',
    );
  });
});

describe('precheckImageFile', () => {
  it('answers at once for the wrong type or more than 2 MB', () => {
    expect(precheckImageFile({ type: 'application/pdf', size: 10 })).toBe(NOT_AN_IMAGE);
    expect(precheckImageFile({ type: 'image/webp', size: MAX_IMAGE_BYTES + 1 })).toBe(
      IMAGE_TOO_LARGE,
    );
    expect(precheckImageFile({ type: 'image/webp', size: MAX_IMAGE_BYTES })).toBeUndefined();
  });

  it('answers at once for an empty file', () => {
    expect(precheckImageFile({ type: 'image/png', size: 0 })).toBe(
      'That file is empty. Choose an image.',
    );
    expect(precheckImageFile({ type: 'image/png', size: 1 })).toBeUndefined();
  });
});
