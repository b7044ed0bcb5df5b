// What a catalogue import did or would do: the counts, then the refused rows with their
// reasons, the tools to create and the tools to change (each list cut at 200 rows; a file
// of 10,000 would be a page nobody reads to the end).
import type { CatalogueImportReply } from '../../../domain/catalogue-import-schemas';
import { Table, type TableColumn } from '../../components/table/table';

const SHOWN = 200;

interface ImportRow {
  readonly line: number;
  readonly partNumber: string;
  readonly detail: string;
}

const COLUMNS = (detail: string): ReadonlyArray<TableColumn<ImportRow>> => [
  { header: 'Line', cell: (row) => row.line, numeric: true },
  { header: 'Part number', cell: (row) => row.partNumber, card: 'title' },
  { header: detail, cell: (row) => row.detail },
];

const count = (n: number, one: string, many = `${one}s`) =>
  `${n.toLocaleString('en-US')} ${n === 1 ? one : many}`;

export function catalogueImportSummary(result: CatalogueImportReply): string {
  const parts = [
    `${count(result.created.length, 'tool')} ${result.applied ? 'created' : 'to create'}`,
    `${result.changed.length.toLocaleString('en-US')} ${result.applied ? 'changed' : 'to change'}`,
    `${result.refused.length.toLocaleString('en-US')} refused`,
    `${result.unchanged.toLocaleString('en-US')} unchanged`,
  ];
  return `${result.applied ? 'Imported' : 'Dry run'}: ${parts.join(', ')}`;
}

function Rows({ caption, detail, rows }: { caption: string; detail: string; rows: ImportRow[] }) {
  if (rows.length === 0) return null;
  return (
    <>
      <Table
        caption={caption}
        columns={COLUMNS(detail)}
        rows={rows.slice(0, SHOWN)}
        rowKey={(row) => String(row.line)}
      />
      {rows.length > SHOWN && <p>and {count(rows.length - SHOWN, 'more row')}</p>}
    </>
  );
}

export function CatalogueImportResult({ result }: { result: CatalogueImportReply }) {
  return (
    <div>
      <p role="status">{catalogueImportSummary(result)}</p>
      <Rows
        caption="Refused rows"
        detail="Reason"
        rows={result.refused.map((row) => ({ ...row, detail: row.reason }))}
      />
      <Rows
        caption={result.applied ? 'Created tools' : 'Tools to create'}
        detail="Name"
        rows={result.created.map((row) => ({ ...row, detail: row.name }))}
      />
      <Rows
        caption={result.applied ? 'Changed tools' : 'Tools to change'}
        detail="What changes"
        rows={result.changed.map((row) => ({
          ...row,
          detail: `${row.name}: ${row.fields.join(', ')}`,
        }))}
      />
    </div>
  );
}
