// The units of an order still waiting for stock, line by line, with the restock date the
// customer was told ("2 backordered, expected 15 Jan 2027"): shown before payment and after.
import { backorderNote } from '../../../domain/backorder';
import type { OrderLine } from '../../../domain/order-line';
import { Fact } from '../../components/facts/facts';

export function BackorderFacts({ lines }: { readonly lines: readonly OrderLine[] }) {
  const waiting = lines.filter((line) => (line.backordered ?? 0) > 0 && line.restockDate);
  if (waiting.length === 0) return null;
  return (
    <Fact name="Backordered">
      {waiting.map((line, n) => (
        <span key={line.toolId}>
          {n > 0 && '; '}
          {lines.length > 1 && `${line.toolName}: `}
          {backorderNote(line.backordered ?? 0, line.restockDate ?? '')}
        </span>
      ))}
    </Fact>
  );
}
