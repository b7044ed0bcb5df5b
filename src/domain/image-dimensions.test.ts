import { describe, expect, it } from 'vitest';
import { svgDimensions } from './image-dimensions';

/** The parsed root of `<svg …attributes/>`, as image-content.ts hands it over. */
const root = (attributes: Record<string, string>) => ({ svg: [], ':@': attributes });
const none = { width: 0, height: 0 };

describe("an SVG root's sizes", () => {
  it.each([
    ['100', 100],
    ['100px', 100],
    [' 10px ', 10],
    ['10 px', 10],
    ['+5', 5],
    ['12.5', 12.5],
    ['.25', 0.25],
    ['1.5e3', 1500],
    ['1e+3', 1000],
    ['1E3PX', 1000],
    ['1in', 96],
    ['2.54cm', 96],
    ['25.4mm', 96],
    ['101.6q', 96],
    ['72pt', 96],
    ['6pc', 96],
    ['2em', 32],
    ['2ex', 16],
  ])('reads the width %j as %d pixels', (width, pixels) => {
    const [, size] = svgDimensions(root({ width, height: width }));
    expect(size?.width).toBeCloseTo(pixels, 6);
    expect(size?.height).toBeCloseTo(pixels, 6);
  });

  it.each(['50%', 'auto', '', 'x10', '10px!', '10km', '-'])(
    'gives no size for the width %j (the image takes the size it is shown at)',
    (width) => {
      expect(svgDimensions(root({ width, height: width }))).toEqual([none, none]);
    },
  );

  it.each([
    ['0 0 300 200', { width: 300, height: 200 }],
    [' -5 -5 300 200 ', { width: 300, height: 200 }],
    ['0, 0, 10, 20', { width: 10, height: 20 }],
    ['0,0,10,20', { width: 10, height: 20 }],
    ['0 0 10', none],
    ['0 0 10 10 10', none],
    ['0 0 abc 10', none],
  ])('reads the viewBox %j', (viewBox, box) => {
    expect(svgDimensions(root({ viewBox }))).toEqual([box, none]);
  });

  it('takes a missing side from the viewBox proportions, as a browser draws it', () => {
    expect(svgDimensions(root({ width: '100', viewBox: '0 0 200 100' }))[1]).toEqual({
      width: 100,
      height: 50,
    });
    expect(svgDimensions(root({ height: '100', viewBox: '0 0 200 100' }))[1]).toEqual({
      width: 200,
      height: 100,
    });
  });

  it('takes nothing from a viewBox without an area', () => {
    expect(svgDimensions(root({ width: '100', viewBox: '0 0 0 10' }))[1]).toEqual({
      width: 100,
      height: 0,
    });
    expect(svgDimensions(root({ height: '100', viewBox: '0 0 10 0' }))[1]).toEqual({
      width: 0,
      height: 100,
    });
  });

  it('reads namespaced and upper-case attribute names', () => {
    expect(svgDimensions(root({ 'svg:width': '10', HEIGHT: '20', viewBox: '0 0 1 2' }))).toEqual([
      { width: 1, height: 2 },
      { width: 10, height: 20 },
    ]);
  });
});
