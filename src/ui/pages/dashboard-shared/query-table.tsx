import { ErrorState } from '../../components/error-state/error-state';
import { describeError } from '../../errors/describe-error';
import { Table, type TableColumn } from '../../components/table/table';
import type { QueryState } from '../../data/use-api-query';

export interface QueryTableProps<Row> {
  state: QueryState<readonly Row[]>;
  onRetry: () => void;
  caption: string;
  columns: ReadonlyArray<TableColumn<Row>>;
  rowKey: (row: Row) => string;
  emptyMessage: string;
  /** What could not be loaded, e.g. "The users could not be loaded". */
  errorTitle: string;
}

/** A list from the API as a table: placeholder rows, an error with Retry, rows or a note. */
export function QueryTable<Row>({ state, onRetry, errorTitle, ...table }: QueryTableProps<Row>) {
  if (state.status === 'failed') {
    return <ErrorState title={errorTitle} message={describeError(state.error)} onRetry={onRetry} />;
  }
  return state.status === 'loading' ? (
    <Table {...table} rows={[]} loading />
  ) : (
    <Table {...table} rows={state.value} />
  );
}
