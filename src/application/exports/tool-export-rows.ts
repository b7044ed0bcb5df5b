// The catalogue as it stands: one record per tool.
import type { Tool } from '../../domain/tool';
import type { CsvCell } from './csv-text';

export const TOOL_EXPORT_HEADER = [
  'Tool ID',
  'Name',
  'Description',
  'Image',
  'Price (USD)',
  'Minimum quantity',
  'Available quantity',
  // Last, so a sheet built on the earlier columns still reads them where they were.
  'Part number',
] as const;

export const toolExportRow = (tool: Tool): CsvCell[] => [
  tool._id,
  tool.name,
  tool.description,
  tool.img,
  tool.price,
  tool.minQty,
  tool.availableQty,
  tool.partNumber ?? '',
];
