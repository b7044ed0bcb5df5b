import * as page from './dashboard-page.css';
import { QueryTable, type QueryTableProps } from './query-table';

export interface DashboardTablePageProps<Row> extends QueryTableProps<Row> {
  /** The heading's id, which names the page's section for assistive technology. */
  headingId: string;
  title: string;
}

/** A dashboard page that is one list from the API: its heading above the table. */
export function DashboardTablePage<Row>({
  headingId,
  title,
  ...table
}: DashboardTablePageProps<Row>) {
  return (
    <section className={page.page} aria-labelledby={headingId}>
      <h1 id={headingId} className={page.heading}>
        {title}
      </h1>
      <QueryTable {...table} />
    </section>
  );
}
