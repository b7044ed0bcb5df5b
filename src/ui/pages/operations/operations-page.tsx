// Overview: the operations dashboard's admin page. Sales per day for the last 30 days (a
// chart, and the figures as a table), what waits to be shipped, unpaid orders by how long
// they have waited, returns to act on, what was refunded this month, what companies owe on
// account and how much of it is overdue, the best-selling tools and the tools running low,
// each with the page where an admin acts on it (a low tool's name opens its Edit page).
import { formatAmount, fromCents } from '../../../domain/money';
import type { OperationsSummary } from '../../../domain/operations-summary';
import { LoadFailed } from '../../components/error-state/load-failed';
import { Link } from '../../components/link/link';
import { Panel } from '../../components/panel/panel';
import { Spinner } from '../../components/spinner/spinner';
import { Table } from '../../components/table/table';
import type { LoadView } from '../../data/load-view';
import * as page from '../dashboard-shared/dashboard-page.css';
import * as styles from './operations-page.css';
import { SalesChart } from './sales-chart';
import { editToolPath } from '../dashboard-shared/tool-admin-paths';

export const OVERVIEW_TITLE = 'Overview';

export function OperationsPage({ view }: { view: LoadView<OperationsSummary> }) {
  return (
    <section className={page.page} aria-labelledby="overview-heading">
      <h1 id="overview-heading" className={page.heading}>
        {OVERVIEW_TITLE}
      </h1>
      {view.status === 'loading' && <Spinner label="Loading the figures" showLabel />}
      <LoadFailed title="The figures could not be loaded" view={view} />
      {view.status === 'loaded' && <Figures summary={view.value} />}
    </section>
  );
}

function Figures({ summary }: { summary: OperationsSummary }) {
  const unpaid = summary.unpaidByAge.reduce((sum, age) => sum + age.count, 0);
  return (
    <div className={styles.grid}>
      <Panel as="section" aria-labelledby="sales-heading" className={styles.wide}>
        <h2 id="sales-heading">Sales</h2>
        <SalesChart days={summary.salesByDay} />
      </Panel>

      <Panel as="section" aria-labelledby="to-ship-heading">
        <h2 id="to-ship-heading">To ship</h2>
        <p className={styles.figureValue}>{summary.toShip}</p>
        <p>
          {summary.toShip === 1 ? 'A paid order waits' : 'Paid orders wait'} to be shipped.{' '}
          <Link href="/dashboard/manageOrders?status=paid">Ship them in Manage Orders</Link>
        </p>
      </Panel>

      <Panel as="section" aria-labelledby="returns-heading">
        <h2 id="returns-heading">Returns to act on</h2>
        <p className={styles.figureValue}>{summary.returnsAwaiting}</p>
        <p>
          {summary.returnsAwaiting === 1 ? 'A return waits' : 'Returns wait'} for a decision or for
          their parcel. <Link href="/dashboard/returns">Act on them in Returns</Link>
        </p>
      </Panel>

      <Panel as="section" aria-labelledby="refunded-heading">
        <h2 id="refunded-heading">Refunded this month</h2>
        <p className={styles.figureValue}>
          {formatAmount(fromCents(summary.refundedThisMonthCents))}
        </p>
        <p>Credit notes issued since the 1st (UTC), for refunds by card or on account.</p>
      </Panel>

      <Panel as="section" aria-labelledby="owed-heading">
        <h2 id="owed-heading">Owed to the store</h2>
        <p className={styles.figureValue}>{formatAmount(fromCents(summary.owedCents))}</p>
        <p>
          What open invoices on account still owe, after payments and credit notes.{' '}
          <Link href="/dashboard/companies">See each company’s statement in Companies</Link>
        </p>
      </Panel>

      <Panel as="section" aria-labelledby="overdue-heading">
        <h2 id="overdue-heading">Overdue</h2>
        <p className={styles.figureValue}>{formatAmount(fromCents(summary.overdueCents))}</p>
        <p>
          {summary.overdueCents === 0
            ? 'No invoice on account is past its due date.'
            : 'The part of it past its due date (UTC).'}
        </p>
      </Panel>

      <Panel as="section" aria-labelledby="unpaid-heading">
        <h2 id="unpaid-heading">Unpaid orders</h2>
        <p className={styles.figureValue}>{unpaid}</p>
        <ul className={styles.list} aria-label="Unpaid orders by age">
          {summary.unpaidByAge.map((age) => (
            <li key={age.label}>
              {age.label}: {age.count}
            </li>
          ))}
        </ul>
      </Panel>

      <Panel as="section" aria-labelledby="top-heading">
        <h2 id="top-heading">Top tools</h2>
        <Table
          caption="Top tools, last 30 days, by revenue"
          rows={summary.topTools}
          rowKey={(tool) => tool.toolId}
          emptyMessage="No tools sold in the last 30 days."
          cardsBelow={0}
          columns={[
            { header: 'Tool', cell: (tool) => tool.toolName, card: 'title' },
            { header: 'Units', cell: (tool) => tool.units, numeric: true },
            { header: 'Revenue', cell: (tool) => formatAmount(tool.revenue), numeric: true },
          ]}
        />
      </Panel>

      <Panel as="section" aria-labelledby="low-heading">
        <h2 id="low-heading">Low stock</h2>
        {summary.lowStock.length === 0 ? (
          <p>Every tool has more than its low-stock level.</p>
        ) : (
          <>
            <ul className={styles.list} aria-label="Tools low on stock">
              {summary.lowStock.map((tool) => (
                <li key={tool.toolId}>
                  <Link href={editToolPath(tool.toolId)}>{tool.toolName}</Link>: {tool.availableQty}{' '}
                  left (low at {tool.threshold})
                </li>
              ))}
            </ul>
            <p>Restock a tool on its Edit page: follow its name.</p>
          </>
        )}
      </Panel>
    </div>
  );
}
