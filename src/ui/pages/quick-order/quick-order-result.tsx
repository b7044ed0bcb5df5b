// What a quick order did or would do: every line in the order it was written, with its price
// when it goes (or went) to the cart, or the sentence saying why it cannot.
import { formatAmount } from '../../../domain/money';
import type { QuickOrderReply } from '../../../domain/quick-order-schemas';
import { Table, type TableColumn } from '../../components/table/table';

/** One line of the list as the table shows it. */
export interface QuickOrderRow {
  readonly line: number;
  readonly partNumber: string;
  readonly qty: string;
  /** The tool's name and its price, or why the line cannot be added. */
  readonly outcome: string;
  readonly total: string;
}

export function quickOrderRows(result: QuickOrderReply): readonly QuickOrderRow[] {
  const added = result.added.map((line) => ({
    line: line.line,
    partNumber: line.partNumber,
    qty: String(line.qty),
    outcome: `${line.toolName}: ${formatAmount(line.unitPrice)} each${line.priceReason ? ` (${line.priceReason})` : ''}`,
    total: formatAmount(line.total),
  }));
  const refused = result.refused.map((line) => ({
    line: line.line,
    partNumber: line.partNumber,
    qty: line.qty,
    outcome: `Not added: ${line.reason}`,
    total: '',
  }));
  return [...added, ...refused].sort((a, b) => a.line - b.line);
}

const COLUMNS: ReadonlyArray<TableColumn<QuickOrderRow>> = [
  { header: 'Line', cell: (row) => row.line, numeric: true },
  { header: 'Part number', cell: (row) => row.partNumber, card: 'title' },
  { header: 'Quantity', cell: (row) => row.qty, numeric: true },
  { header: 'Price or reason', cell: (row) => row.outcome },
  { header: 'Total', cell: (row) => row.total, numeric: true },
];

export function quickOrderSummary(result: QuickOrderReply): string {
  const verb = result.applied ? 'added to your cart' : 'can be added';
  const refused = result.refused.length;
  return `${result.added.length} of ${result.added.length + refused} lines ${verb} (${formatAmount(result.total)})${
    refused > 0 ? `; ${refused} cannot` : ''
  }`;
}

export function QuickOrderResult({ result }: { result: QuickOrderReply }) {
  return (
    <div>
      <p role="status">{quickOrderSummary(result)}</p>
      <Table
        caption={result.applied ? 'Your quick order' : 'Checked lines'}
        columns={COLUMNS}
        rows={quickOrderRows(result)}
        rowKey={(row) => String(row.line)}
      />
    </div>
  );
}
