// A company's statement: what it owes and how overdue, its invoices on account, and for its
// company admin the open ones to tick and pay with one card payment of their exact sum. A
// store admin reads the same page from Companies, ticks the invoices a bank transfer paid
// and records it once against them all.
import { useState, type ComponentType, type ReactNode } from 'react';
import type { AccountInvoice, Statement } from '../../../domain/account-statement';
import { formatAmount, fromCents } from '../../../domain/money';
import type { CardFieldsProps } from '../../../ports/payment.port';
import { DateText } from '../../components/date-text/date-text';
import { LoadFailed } from '../../components/error-state/load-failed';
import { Fact, Facts } from '../../components/facts/facts';
import { Spinner } from '../../components/spinner/spinner';
import { Table, type TableColumn } from '../../components/table/table';
import type { LoadView } from '../../data/load-view';
import * as page from '../dashboard-shared/dashboard-page.css';
import { PayInvoicesForm } from './pay-invoices-form';
import type { PayInvoicesInput } from './pay-invoices';

export interface StatementData {
  readonly companyName: string;
  readonly statement: Statement;
  /** A company admin's card payment of open invoices; absent for a store admin. */
  readonly payment?:
    | {
        readonly CardFields: ComponentType<CardFieldsProps>;
        readonly pay: (input: PayInvoicesInput) => Promise<string[]>;
      }
    | undefined;
  /**
   * A store admin's "Record bank transfer" against the open invoices ticked; `onRecorded`
   * clears the ticks and reads the statement again.
   */
  readonly transfer?:
    ((chosen: readonly AccountInvoice[], onRecorded: () => void) => ReactNode) | undefined;
  /** After a payment or a transfer: the statement is read again. */
  readonly onChanged?: (() => void) | undefined;
}

export interface StatementPageProps {
  view: LoadView<StatementData>;
}

const STATE_LABELS: Readonly<Record<AccountInvoice['state'], string>> = {
  open: 'Open',
  due: 'Due soon',
  overdue: 'Overdue',
  paid: 'Paid',
};

export const invoiceStateLabel = (invoice: AccountInvoice): string =>
  invoice.state === 'overdue'
    ? `Overdue by ${invoice.daysOverdue} day${invoice.daysOverdue === 1 ? '' : 's'}`
    : STATE_LABELS[invoice.state];

const cents = (amount: number) => formatAmount(fromCents(amount));

function columns(selection: Selection | undefined): ReadonlyArray<TableColumn<AccountInvoice>> {
  return [
    ...(selection
      ? [
          {
            header: selection.verb,
            cell: (invoice: AccountInvoice) =>
              invoice.balanceCents > 0 ? (
                <input
                  type="checkbox"
                  aria-label={`${selection.verb} invoice ${invoice.number}`}
                  checked={selection.chosen.has(invoice.number)}
                  onChange={() => selection.toggle(invoice.number)}
                />
              ) : null,
          },
        ]
      : []),
    {
      header: 'Invoice',
      card: 'title' as const,
      cell: (invoice) => (
        <>
          {invoice.number}
          {invoice.poNumber && (
            <>
              <br />
              PO {invoice.poNumber}
            </>
          )}
        </>
      ),
    },
    { header: 'Date', cell: (invoice) => <DateText iso={invoice.issuedAt} /> },
    { header: 'Due', cell: (invoice) => invoice.dueDate },
    { header: 'Amount', numeric: true, cell: (invoice) => cents(invoice.totalCents) },
    { header: 'Balance', numeric: true, cell: (invoice) => cents(invoice.balanceCents) },
    { header: 'State', cell: invoiceStateLabel },
  ];
}

interface Selection {
  /** "Pay" for a company admin's card payment, "Choose" for a store admin's transfer. */
  readonly verb: 'Pay' | 'Choose';
  readonly chosen: ReadonlySet<string>;
  toggle(number: string): void;
}

export function StatementPage({ view }: StatementPageProps) {
  return (
    <section className={page.page} aria-labelledby="statement-heading">
      <h1 id="statement-heading" className={page.heading}>
        Statement
        {view.status === 'loaded' && `: ${view.value.companyName}`}
      </h1>
      {view.status === 'loading' && <Spinner label="Loading the statement" showLabel />}
      <LoadFailed title="The statement could not be loaded" view={view} />
      {view.status === 'loaded' && <Loaded {...view.value} />}
    </section>
  );
}

function Loaded({ statement, payment, transfer, onChanged }: StatementData) {
  const [chosen, setChosen] = useState<ReadonlySet<string>>(new Set());
  const toggle = (number: string) =>
    setChosen((now) => {
      const next = new Set(now);
      if (!next.delete(number)) next.add(number);
      return next;
    });
  const selected = statement.invoices.filter(
    (invoice) => chosen.has(invoice.number) && invoice.balanceCents > 0,
  );
  const { ageing } = statement;
  const changed = () => {
    setChosen(new Set());
    onChanged?.();
  };
  return (
    <>
      <Facts>
        <Fact name="Open balance" strong>
          {cents(statement.balanceCents)}
        </Fact>
        {statement.terms && (
          <>
            <Fact name="Terms">Net {statement.terms.netDays}</Fact>
            <Fact name="Credit limit">{cents(statement.terms.creditLimitCents)}</Fact>
            <Fact name="Credit left">{cents(statement.availableCents)}</Fact>
          </>
        )}
      </Facts>
      <section aria-labelledby="ageing-heading">
        <h2 id="ageing-heading">Ageing</h2>
        <Facts>
          <Fact name="Current">{cents(ageing.currentCents)}</Fact>
          <Fact name="1–30 days overdue">{cents(ageing.days1to30Cents)}</Fact>
          <Fact name="31–60 days overdue">{cents(ageing.days31to60Cents)}</Fact>
          <Fact name="Over 60 days overdue">{cents(ageing.over60Cents)}</Fact>
        </Facts>
      </section>
      <Table
        caption="Invoices on account"
        columns={columns(
          payment || transfer ? { verb: payment ? 'Pay' : 'Choose', chosen, toggle } : undefined,
        )}
        rows={statement.invoices}
        rowKey={(invoice) => invoice.number}
        emptyMessage="No invoices on account yet: orders confirmed on account show here."
      />
      {transfer?.(selected, changed)}
      {payment && (
        <PayInvoicesForm
          selected={selected}
          CardFields={payment.CardFields}
          pay={payment.pay}
          onPaid={changed}
        />
      )}
    </>
  );
}
