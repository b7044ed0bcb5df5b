import { describe, expect, it } from 'vitest';
import { IMAGE_URL_RULE, NewToolInputSchema } from './tool';
import { parseInput } from './parse';

const valid = {
  name: 'Angled sash brush',
  img: '/images/tools/angled-brush.svg',
  description: 'A 2-inch angled brush for clean edges.',
  minQty: 10,
  availableQty: 500,
  price: 12,
};

describe('add-tool input', () => {
  it('accepts a complete tool', () => {
    expect(parseInput(NewToolInputSchema, valid)).toEqual({ ok: true, value: valid });
  });

  it('accepts numbers typed into a form as text', () => {
    const result = parseInput(NewToolInputSchema, {
      ...valid,
      minQty: '10',
      availableQty: ' 500 ',
      price: '12',
    });
    expect(result).toEqual({ ok: true, value: valid });
  });

  it.each([
    ['name', '', 'Name is Required'],
    ['img', '', 'Image URL is Required'],
    ['description', ' ', 'Description is Required'],
    ['minQty', '', 'Minimum quantity is Required'],
    ['availableQty', '', 'Available quantity is Required'],
    ['price', '', 'Price is Required'],
  ])('requires %s', (field, value, message) => {
    const result = parseInput(NewToolInputSchema, { ...valid, [field]: value });
    expect(result).toMatchObject({ ok: false, fieldErrors: { [field]: message } });
  });

  it.each([
    ['price', 'twelve', 'Price must be a number'],
    ['price', true, 'Price must be a number'],
    ['minQty', 2.5, 'Minimum quantity must be a whole number'],
    ['availableQty', 0, 'Available quantity must be at least 1'],
    ['price', -3, 'Price must be at least 1'],
    ['price', 'Infinity', 'Price must be a number'],
    ['img', 'javascript:alert(1)', IMAGE_URL_RULE],
  ])('refuses %s = %j', (field, value, message) => {
    const result = parseInput(NewToolInputSchema, { ...valid, [field]: value });
    expect(result).toMatchObject({ ok: false, fieldErrors: { [field]: message } });
  });

  it('refuses a minimum above the available quantity', () => {
    const result = parseInput(NewToolInputSchema, { ...valid, minQty: 600 });
    expect(result).toMatchObject({
      ok: false,
      fieldErrors: { minQty: 'Minimum quantity cannot be more than the available quantity' },
    });
  });

  it('refuses fields it does not know, naming them', () => {
    const result = parseInput(NewToolInputSchema, { ...valid, _id: 'x' });
    expect(result).toMatchObject({ ok: false, message: '"_id" is not an accepted field' });
  });

  it('refuses a body that is not an object', () => {
    expect(parseInput(NewToolInputSchema, [valid])).toMatchObject({
      ok: false,
      message: 'The request body must be a JSON object',
    });
  });
});

describe('add-tool input with fields missing', () => {
  it("names the first missing field in its own words, through the schema's checks", () => {
    const { name: _name, ...withoutName } = valid;
    expect(parseInput(NewToolInputSchema, withoutName)).toMatchObject({
      ok: false,
      message: 'Name is Required',
      fieldErrors: { name: 'Name is Required' },
    });
  });

  it('refuses an array as a whole', () => {
    expect(parseInput(NewToolInputSchema, [])).toEqual({
      ok: false,
      message: 'The request body must be a JSON object',
      fieldErrors: {},
    });
  });
});

describe('add-tool input edges', () => {
  it.each(['http://example.com/roller.png', 'HTTPS://example.com/roller.png', '/images/a.svg'])(
    'accepts the image address %s',
    (img) => {
      expect(parseInput(NewToolInputSchema, { ...valid, img })).toEqual({
        ok: true,
        value: { ...valid, img },
      });
    },
  );

  it.each([
    'see https://example.com/roller.png',
    'https://example.com/paint roller.png',
    'ftp://example.com/roller.png',
    // Protocol-relative: another host, though it starts with a slash.
    '//evil.example/x.png',
    '/\\evil.example/x.png',
    '/\t/evil.example/x.png',
    'https://evil.example\\@paint.example/x.png',
    'https://example.com/\u0007.png',
  ])('refuses the image address %j', (img) => {
    expect(parseInput(NewToolInputSchema, { ...valid, img })).toMatchObject({
      ok: false,
      fieldErrors: { img: IMAGE_URL_RULE },
    });
  });

  it('says which image addresses it takes', () => {
    expect(parseInput(NewToolInputSchema, { ...valid, img: 'ftp://example.com/x.png' })).toEqual({
      ok: false,
      message: 'Image URL must start with http://, https:// or a single / (a path on this site)',
      fieldErrors: {
        img: 'Image URL must start with http://, https:// or a single / (a path on this site)',
      },
    });
  });

  it('accepts a minimum equal to the available quantity', () => {
    const exact = { ...valid, minQty: 500, availableQty: 500 };
    expect(parseInput(NewToolInputSchema, exact)).toEqual({ ok: true, value: exact });
  });

  it('compares minimum and stock only once both are numbers', () => {
    expect(parseInput(NewToolInputSchema, { ...valid, availableQty: 'lots' })).toEqual({
      ok: false,
      message: 'Available quantity must be a number',
      fieldErrors: { availableQty: 'Available quantity must be a number' },
    });
    expect(parseInput(NewToolInputSchema, { ...valid, minQty: 'many', availableQty: 5 })).toEqual({
      ok: false,
      message: 'Minimum quantity must be a number',
      fieldErrors: { minQty: 'Minimum quantity must be a number' },
    });
  });

  it('reports a minimum above the stock beside the problems of other fields', () => {
    expect(parseInput(NewToolInputSchema, { ...valid, name: 42, minQty: 600 })).toEqual({
      ok: false,
      message: 'Name must be text',
      fieldErrors: {
        name: 'Name must be text',
        minQty: 'Minimum quantity cannot be more than the available quantity',
      },
    });
  });

  it.each([
    ['name', 'x'.repeat(121), 'Name must be 120 characters or fewer'],
    ['img', `/${'x'.repeat(2048)}`, 'Image URL must be 2048 characters or fewer'],
    ['img', 42, 'Image URL must be text'],
    ['description', 'x'.repeat(2001), 'Description must be 2000 characters or fewer'],
  ])('refuses %s when it is too long or not text', (field, value, message) => {
    expect(parseInput(NewToolInputSchema, { ...valid, [field]: value })).toMatchObject({
      ok: false,
      fieldErrors: { [field]: message },
    });
  });
});
