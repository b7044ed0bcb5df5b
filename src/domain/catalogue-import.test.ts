import { describe, expect, it } from 'vitest';
import { catalogueFingerprint } from './catalogue-fingerprint';
import {
  NAME_HOLDS_HTML,
  NAME_LOOKS_LIKE_FORMULA,
  planCatalogueImport,
  readCatalogueCsv,
  repeatedRowMessage,
  type CatalogueRow,
} from './catalogue-import';
import {
  CATALOGUE_IMPORT_EMPTY,
  CATALOGUE_IMPORT_MAX_ROWS,
  CATALOGUE_IMPORT_TOO_MANY,
  missingColumnsMessage,
  unreadableCatalogueMessage,
} from './catalogue-import-schemas';
import { MIN_QTY_OVER_STOCK } from './tool';
import type { Tool } from './tool';

const HEADER = 'Part number,Name,Description,Price,Minimum,Stock,Pack size,Image URL';
const row = (cells: string) => `${HEADER}\r\n${cells}\r\n`;

const roller: Tool = {
  _id: 'a1',
  partNumber: 'PR-9-ROLLER',
  name: 'Pro Roller 9"',
  description: 'A roller',
  img: '/images/roller.svg',
  price: 12,
  minQty: 2,
  availableQty: 40,
  packSize: 1,
  maxPerOrder: 0,
  lowStockThreshold: 0,
  tiers: [{ fromQty: 10, price: 10 }],
};

const rowsOf = (text: string): readonly CatalogueRow[] => {
  const read = readCatalogueCsv(text);
  if (!read.ok) throw new Error(read.error);
  return read.value;
};

describe('reading a catalogue CSV', () => {
  it('reads the columns by the header, whatever their order, separator or BOM', () => {
    const text =
      '\uFEFFImage URL;SKU;Name;Description;Price;Minimum;Stock\n/i.svg;AB-1;"A; b";"Two\nlines";5;1;9\n';
    expect(rowsOf(text)).toEqual([
      {
        line: 3,
        cells: {
          img: '/i.svg',
          partNumber: 'AB-1',
          name: 'A; b',
          description: 'Two\nlines',
          price: '5',
          minQty: '1',
          availableQty: '9',
        },
      },
    ]);
  });

  it('refuses a file without the columns, without rows, with broken quotes or too many rows', () => {
    expect(readCatalogueCsv('Name,Price\nx,1\n')).toEqual({
      ok: false,
      error: missingColumnsMessage(['part number', 'description', 'minimum', 'stock', 'image URL']),
    });
    expect(readCatalogueCsv(`${HEADER}\n\n`)).toEqual({ ok: false, error: CATALOGUE_IMPORT_EMPTY });
    expect(readCatalogueCsv(row('AB-1,"x,y,1,1,1,1,/i.svg'))).toEqual({
      ok: false,
      error: unreadableCatalogueMessage(3),
    });
    const many = 'AB-1,x,y,1,1,1,1,/i.svg\n'.repeat(CATALOGUE_IMPORT_MAX_ROWS + 1);
    expect(readCatalogueCsv(`${HEADER}\n${many}`)).toEqual({
      ok: false,
      error: CATALOGUE_IMPORT_TOO_MANY,
    });
  });
});

describe('planning a catalogue import', () => {
  it('creates new part numbers, changes those that differ and leaves equal ones', () => {
    const text = [
      HEADER,
      'pr-9-roller,Pro Roller 9",A roller,12,2,40,,/images/roller.svg',
      'NEW-1,Tray,A tray,4,1,10,2,https://img.example.test/t.png',
      'NEW-2,Brush,A brush,3,1,5,,/images/b.svg',
    ].join('\n');
    const unchanged = planCatalogueImport(rowsOf(text), [roller]);
    expect(unchanged).toMatchObject({
      created: [
        { line: 3, partNumber: 'NEW-1', name: 'Tray' },
        { line: 4, partNumber: 'NEW-2', name: 'Brush' },
      ],
      changed: [],
      refused: [],
      unchanged: 1,
    });
    expect(unchanged.create[0]).toMatchObject({ partNumber: 'NEW-1', packSize: 2, price: 4 });
    const edited = text.replace('A roller,12,2,40', 'A better roller,11,2,35');
    expect(planCatalogueImport(rowsOf(edited), [roller], (url) => url).changed).toEqual([
      {
        line: 2,
        partNumber: 'PR-9-ROLLER',
        name: 'Pro Roller 9"',
        fields: ['price', 'stock', 'description'],
      },
    ]);
  });

  it("refuses each bad row with its first reason, and an existing tool's broken rules", () => {
    const text = [
      HEADER,
      'NEW-1,Tray,A tray,4,1,10,,/t.png',
      'new-1,Tray again,A tray,4,1,10,,/t.png',
      'NEW-2,=HYPERLINK("x"),A tray,4,1,10,,/t.png',
      'NEW-3,<img src=x onerror=alert(1)>,A tray,4,1,10,,/t.png',
      'NEW-4,Tray,A tray,four,1,10,,/t.png',
      'NEW 5,Tray,A tray,4,1,10,,/t.png',
      'NEW-6,Tray,A tray,4,20,10,,/t.png',
      'NEW-7,Tray,A tray,4,1,10,,javascript:alert(1)',
      'PR-9-ROLLER,Pro Roller 9",A roller,9,2,40,,/images/roller.svg',
    ].join('\n');
    const plan = planCatalogueImport(rowsOf(text), [roller]);
    expect(plan.created.map((created) => created.line)).toEqual([2]);
    expect(plan.refused.map(({ line, reason }) => [line, reason])).toEqual([
      [3, repeatedRowMessage('new-1', 2)],
      [4, NAME_LOOKS_LIKE_FORMULA],
      [5, NAME_HOLDS_HTML],
      [6, 'Price must be a number'],
      [7, expect.stringMatching(/^Part number may hold only/)],
      [8, MIN_QTY_OVER_STOCK],
      [9, expect.stringMatching(/^Image URL must start/)],
      [10, expect.stringMatching(/Change the price tiers first\.$/)],
    ]);
    expect(plan.create).toHaveLength(1);
    expect(plan.update).toEqual([]);
  });

  // How fast is `npm run bench:import`'s question; a timing assertion here would fail on a
  // busy machine and prove nothing on a quiet one.
  it('plans every one of 10,000 rows against 10,000 tools', () => {
    const tools = Array.from({ length: 10_000 }, (_, i) => ({
      ...roller,
      _id: `t${i}`,
      partNumber: `PN-${i}`,
    }));
    const lines = tools.map((_, i) => `PN-${i * 2},Roller ${i},A roller,12,2,${i % 50},,/r.svg`);
    const plan = planCatalogueImport(rowsOf(`${HEADER}\n${lines.join('\n')}`), tools);
    expect(plan.created.length + plan.changed.length + plan.refused.length).toBe(10_000);
  });
});

describe('the catalogue fingerprint', () => {
  it('changes with any field of any tool, not with their order', () => {
    const other = { ...roller, _id: 'b2', partNumber: 'B-2' };
    const print = catalogueFingerprint([roller, other]);
    expect(catalogueFingerprint([other, roller])).toBe(print);
    expect(catalogueFingerprint([roller, { ...other, availableQty: 39 }])).not.toBe(print);
    expect(catalogueFingerprint([roller])).not.toBe(print);
    expect(print).toMatch(/^[0-9a-f]{28}$/);
  });
});
