import { describe, expect, it } from 'vitest';
import { checkImageContent } from './image-content';
import {
  IMAGE_TOO_LARGE,
  MAX_IMAGE_BYTES,
  NOT_AN_IMAGE,
  precheckImageFile,
  SVG_WITH_SCRIPT,
} from './image-upload';

/** An 8×8 orange PNG. */
export const PNG = Uint8Array.from(
  atob(
    'iVBORw0KGgoAAAANSUhEUgAAAAgAAAAICAIAAABLbSncAAAAEUlEQVR4nGN4kCWDFTEMLQkAKdVZgZ/YYewAAAAASUVORK5CYII=',
  ),
  (c) => c.charCodeAt(0),
);
const JPEG = Uint8Array.from([0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46, 0, 1, 1, 0]);
const text = (s: string) => new TextEncoder().encode(s);
const svg = (body: string, attrs = '') =>
  text(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"${attrs}>${body}</svg>`);

describe('checkImageContent', () => {
  it('reads PNG and JPEG from their bytes', async () => {
    expect(await checkImageContent(PNG)).toEqual({ ok: true, value: 'image/png' });
    expect(await checkImageContent(JPEG)).toEqual({ ok: true, value: 'image/jpeg' });
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

  it('refuses more than 2 MB', async () => {
    const big = new Uint8Array(MAX_IMAGE_BYTES + 1);
    big.set(PNG);
    expect(await checkImageContent(big)).toEqual({ ok: false, error: IMAGE_TOO_LARGE });
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
});
