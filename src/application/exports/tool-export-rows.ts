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
] as const;

export const toolExportRow = (tool: Tool): CsvCell[] => [
  tool._id,
  tool.name,
  tool.description,
  tool.img,
  tool.price,
  tool.minQty,
  tool.availableQty,
];
