// The tool page's slots (tool-detail-page.tsx's skeleton), from GET /tool/{id}.
import { unitPriceLabel } from '../../domain/display';
import { fieldsOf, isRecord, text, type Fields } from './fields';

export function toolFields(tool: unknown): Fields | undefined {
  if (!isRecord(tool)) return undefined;
  const { name, description, price, img } = tool;
  const priced = typeof price === 'number' && Number.isFinite(price);
  return fieldsOf({
    name: text(name) || undefined,
    description: text(description) || undefined,
    img: text(img) || undefined,
    price: priced ? unitPriceLabel(price) : undefined,
  });
}
