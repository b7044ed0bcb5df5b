// Catalogue import (issue 27, item 6): an admin's CSV of tools, one row a tool, matched to
// the catalogue by part number. The file is read here (csv-parse: a BOM, CRLF, quotes, a
// comma, semicolon or tab between cells, as the header row uses); each row is checked by
// Add Product's rules and, for a tool the catalogue holds, by an edit's (its price tiers,
// its maximum per order), and planned as a tool to create, to change, or left as it is.
import {
  CATALOGUE_IMPORT_EMPTY,
  CATALOGUE_IMPORT_MAX_CHARS,
  CATALOGUE_IMPORT_MAX_ROWS,
  CATALOGUE_IMPORT_TOO_LONG,
  CATALOGUE_IMPORT_TOO_MANY,
  missingColumnsMessage,
  unreadableCatalogueMessage,
  type CatalogueChanged,
  type CatalogueCreated,
  type CatalogueRefused,
} from './catalogue-import-schemas';
import { readCsvRecords } from './csv-records';
import { parseInput } from './parse';
import { partNumberKey, PartNumberSchema } from './part-number';
import { fail, ok, type Result } from './result';
import { NewToolInputSchema, type NewToolInput, type Tool } from './tool';
import { applyToolEdit, type ToolEdit } from './tool-edit';

/** The columns of the file, as a tool names its fields. */
export type CatalogueColumn =
  'partNumber' | 'name' | 'description' | 'price' | 'minQty' | 'availableQty' | 'packSize' | 'img';

/** Each column as a header row may name it (compared lower-case, letters only). */
const HEADER_NAMES: Readonly<Record<string, CatalogueColumn>> = {
  partnumber: 'partNumber',
  sku: 'partNumber',
  name: 'name',
  description: 'description',
  price: 'price',
  minimum: 'minQty',
  minimumquantity: 'minQty',
  minqty: 'minQty',
  stock: 'availableQty',
  availablequantity: 'availableQty',
  availableqty: 'availableQty',
  packsize: 'packSize',
  imageurl: 'img',
  image: 'img',
  img: 'img',
};

/** How the header and the answer name each column. */
export const COLUMN_LABELS: Readonly<Record<CatalogueColumn, string>> = {
  partNumber: 'part number',
  name: 'name',
  description: 'description',
  price: 'price',
  minQty: 'minimum',
  availableQty: 'stock',
  packSize: 'pack size',
  img: 'image URL',
};

/** Pack size may be left out: packs of 1. */
const REQUIRED_COLUMNS: readonly CatalogueColumn[] = [
  'partNumber',
  'name',
  'description',
  'price',
  'minQty',
  'availableQty',
  'img',
];

/** One row as read: its line in the file and its cells by column, as written. */
export interface CatalogueRow {
  readonly line: number;
  readonly cells: Readonly<Partial<Record<CatalogueColumn, string>>>;
}

/** The header row's separator: the first of comma, semicolon and tab it holds. */
function delimiterOf(text: string): string {
  const end = text.search(/\r|\n/);
  const header = end === -1 ? text : text.slice(0, end);
  return [',', ';', '\t'].find((candidate) => header.includes(candidate)) ?? ',';
}

function columnsOf(header: readonly string[]): Result<(CatalogueColumn | undefined)[], string> {
  const columns = header.map((cell) => HEADER_NAMES[cell.toLowerCase().replace(/[^a-z]/g, '')]);
  const missing = REQUIRED_COLUMNS.filter((column) => !columns.includes(column));
  if (missing.length > 0) return fail(missingColumnsMessage(missing.map((c) => COLUMN_LABELS[c])));
  return ok(columns);
}

/** The rows of the file, or why it cannot be read at all (too large, no header, broken quotes). */
export function readCatalogueCsv(text: string): Result<readonly CatalogueRow[], string> {
  if (text.length > CATALOGUE_IMPORT_MAX_CHARS) return fail(CATALOGUE_IMPORT_TOO_LONG);
  // One past the limit: enough to say the file is too long without reading all of it.
  const records = readCsvRecords(text, delimiterOf(text), CATALOGUE_IMPORT_MAX_ROWS + 2);
  if (!records.ok) return fail(unreadableCatalogueMessage(records.error));
  const [header, ...body] = records.value.filter(({ record }) =>
    record.some((cell) => cell !== ''),
  );
  if (!header) return fail(CATALOGUE_IMPORT_EMPTY);
  const columns = columnsOf(header.record);
  if (!columns.ok) return columns;
  if (body.length === 0) return fail(CATALOGUE_IMPORT_EMPTY);
  if (body.length > CATALOGUE_IMPORT_MAX_ROWS) return fail(CATALOGUE_IMPORT_TOO_MANY);
  return ok(
    body.map(({ record, info }) => {
      const cells: Partial<Record<CatalogueColumn, string>> = {};
      columns.value.forEach((column, index) => {
        if (column && cells[column] === undefined) cells[column] = record[index] ?? '';
      });
      return { line: info.lines, cells };
    }),
  );
}

/** A tool the import creates: Add Product's input with its part number. */
export type ImportedTool = Omit<NewToolInput, 'tiers' | 'partNumber'> & {
  readonly partNumber: string;
};

export interface CataloguePlan {
  readonly created: CatalogueCreated[];
  readonly changed: CatalogueChanged[];
  readonly refused: CatalogueRefused[];
  unchanged: number;
  /** What applying writes: the new tools, and the changed ones as they become. */
  readonly create: ImportedTool[];
  readonly update: Tool[];
}

/** Spreadsheets run a cell that starts like this (exports escape them; a name need not). */
const FORMULA_START = /^[=+\-@\t\r]/;
/** Markup: names are shown as text everywhere, so a tag in one is a mistake or an attack. */
const HTML_TAG = /<\s*[a-z!/?]/i;

export const NAME_LOOKS_LIKE_FORMULA =
  'Name cannot start with =, +, -, @ or a tab: spreadsheets would run it as a formula';
export const NAME_HOLDS_HTML = 'Name cannot hold HTML tags such as <b>';
export const repeatedRowMessage = (partNumber: string, line: number): string =>
  `${partNumber} is already on line ${line}`;

/** Shown as written, but never longer than a part number could be and a little more. */
const shown = (cell: string): string => (cell.length > 40 ? `${cell.slice(0, 40)}…` : cell);

const EDITED: readonly (keyof ToolEdit & CatalogueColumn)[] = [
  'price',
  'availableQty',
  'minQty',
  'description',
  'img',
  'packSize',
];

/** The row as Add Product's input, or the first reason it is not one. */
function toolOfRow(
  row: CatalogueRow,
  storedImage: (url: string) => string,
): Result<ImportedTool, string> {
  const partNumber = parseInput(PartNumberSchema, row.cells.partNumber ?? '');
  if (!partNumber.ok) return fail(partNumber.message);
  const { partNumber: _, ...fields } = row.cells;
  const input = parseInput(NewToolInputSchema, { ...fields, packSize: fields.packSize ?? '' });
  if (!input.ok) return fail(input.message);
  if (FORMULA_START.test(input.value.name)) return fail(NAME_LOOKS_LIKE_FORMULA);
  if (HTML_TAG.test(input.value.name)) return fail(NAME_HOLDS_HTML);
  const { tiers: __, partNumber: ___, ...tool } = input.value;
  return ok({ ...tool, img: storedImage(tool.img), partNumber: partNumber.value });
}

/** What the row changes of `stored`, or why it cannot. */
function changesOf(
  stored: Tool,
  tool: ImportedTool,
): Result<{ next: Tool; fields: string[] }, string> {
  const edit: ToolEdit = {
    price: tool.price,
    availableQty: tool.availableQty,
    minQty: tool.minQty,
    description: tool.description,
    img: tool.img,
    packSize: tool.packSize ?? 1,
  };
  const applied = applyToolEdit(stored, edit);
  if (!applied.ok) return fail(applied.error.message);
  const changed = new Set<string>(applied.value.changed);
  if (stored.name !== tool.name) changed.add('name');
  const fields = (['name', ...EDITED] as const)
    .filter((field) => changed.has(field))
    .map((field) => COLUMN_LABELS[field]);
  return ok({ next: { ...applied.value.tool, name: tool.name }, fields });
}

/**
 * Every row against the catalogue as it is: created when its part number is new, changed
 * when it differs from its tool, refused with the row's first problem. A part number twice
 * in the file is refused the second time.
 */
export function planCatalogueImport(
  rows: readonly CatalogueRow[],
  catalogue: readonly Tool[],
  storedImage: (url: string) => string = (url) => url,
): CataloguePlan {
  const byKey = new Map(catalogue.map((tool) => [partNumberKey(tool.partNumber ?? ''), tool]));
  const firstLine = new Map<string, number>();
  const plan: CataloguePlan = {
    created: [],
    changed: [],
    refused: [],
    unchanged: 0,
    create: [],
    update: [],
  };
  for (const row of rows) {
    const written = shown(row.cells.partNumber ?? '');
    const refuse = (reason: string) =>
      plan.refused.push({ line: row.line, partNumber: written, reason });
    const key = partNumberKey(row.cells.partNumber ?? '');
    const before = firstLine.get(key);
    if (key !== '' && before !== undefined) {
      refuse(repeatedRowMessage(written, before));
      continue;
    }
    if (key !== '') firstLine.set(key, row.line);
    const tool = toolOfRow(row, storedImage);
    if (!tool.ok) {
      refuse(tool.error);
      continue;
    }
    const stored = byKey.get(key);
    if (!stored) {
      plan.create.push(tool.value);
      plan.created.push({
        line: row.line,
        partNumber: tool.value.partNumber,
        name: tool.value.name,
      });
      continue;
    }
    const changes = changesOf(stored, tool.value);
    if (!changes.ok) {
      refuse(changes.error);
      continue;
    }
    if (changes.value.fields.length === 0) {
      plan.unchanged += 1;
      continue;
    }
    plan.update.push(changes.value.next);
    plan.changed.push({
      line: row.line,
      partNumber: stored.partNumber ?? tool.value.partNumber,
      name: tool.value.name,
      fields: changes.value.fields,
    });
  }
  return plan;
}
