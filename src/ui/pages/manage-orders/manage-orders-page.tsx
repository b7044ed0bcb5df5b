import type { ReactNode } from 'react';
import type { Order } from '../../../domain/order';
import type { OrderListSearch, Page } from '../../../domain/page';
import { orderStatusLabel } from '../../../domain/order-status';
import type { RowActionsEmitted, RowActionsMachine } from '../../../machines/row-actions.machine';
import type { OrderAction } from '../../../machines/table-actions';
import { EarlyCards, type EarlyDetail } from '../../components/table/early-cards';
import type { TableColumn } from '../../components/table/table';
import { notify } from '../../components/toast/toast-requests';
import { loaded } from '../../data/load-view';
import { describeError } from '../../errors/describe-error';
import { CsvExport, type CsvExportProps } from '../../components/csv-export/csv-export';
import { listTitle, type Listing } from '../dashboard-shared/list-controls';
import { ListTablePage, type ListPageProps } from '../dashboard-shared/list-table-page';
import { useRowActions } from '../dashboard-shared/use-row-actions';
import { OrderStatusFilter, orderColumns } from '../dashboard-shared/order-columns';
import { OrderActions } from './order-actions';

export const orderCancelledMessage = (order: Order) =>
  `${order.toolName} for ${order.name} is cancelled`;

export interface ManageOrdersData {
  /** The page of orders the address asks for (of the status it names). */
  readonly orders: Page<Order>;
  /** Cancel, wired to the API by the composition root (Ship opens the order's page). */
  readonly actions: RowActionsMachine<OrderAction>;
}

export interface ManageOrdersPageProps extends ListPageProps<ManageOrdersData, OrderListSearch> {
  /** The CSV download of this list, when the composition root offers one. */
  exportCsv?: CsvExportProps['download'];
  /** The invoices and credit notes (issue 26), offered beside the orders' file. */
  exportInvoicesCsv?: CsvExportProps['download'];
  exportCreditNotesCsv?: CsvExportProps['download'];
}

const columns = (actions?: (order: Order) => ReactNode): ReadonlyArray<TableColumn<Order>> => [
  orderColumns.number(),
  orderColumns.buyer('Customer'),
  orderColumns.tool,
  orderColumns.partNumber,
  orderColumns.quantity,
  orderColumns.total,
  orderColumns.status,
  { header: 'Actions', cell: (order) => actions?.(order), card: 'actions' },
];

// The first cards' values (src/app/early-paint.ts fills each field), as columns() draws them.
const EARLY_DETAILS: readonly EarlyDetail[] = [
  ['Order', ['number', 'date']],
  ['Customer', ['name', 'email']],
  ['Part number', ['partNumber']],
  ['Quantity', ['quantity']],
  ['Total', ['total']],
  ['Status', ['status']],
];

const page = {
  headingId: 'manage-orders-heading',
  // Seven columns need about this much room; below it each order is a card.
  cardsBelow: 780,
  title: 'Manage Orders',
  caption: 'All orders',
  rowKey: (order: Order) => order._id,
  emptyMessage: 'No one has ordered anything yet.',
  errorTitle: 'The orders could not be loaded',
  searchLabel: 'Search orders by tool, e-mail or name',
  pagerLabel: 'Pages of orders',
};

/** Manage Orders: every customer's order, with Ship for paid ones and Cancel for unpaid. */
export function ManageOrdersPage({ view, onChanged, listing, ...exports }: ManageOrdersPageProps) {
  if (view.status !== 'loaded')
    return (
      <ListTablePage
        {...listed(listing)}
        view={view}
        columns={columns()}
        early={<EarlyCards caption={page.caption} title="tool" details={EARLY_DETAILS} />}
      />
    );
  return <LoadedOrders {...view.value} onChanged={onChanged} listing={listing} {...exports} />;
}

/**
 * The list in any state, with the search box and the status shown (both asked of the API,
 * page by page), and "Manage Orders: matching “acme”, paid" while either is in force.
 */
function listed(listing: Listing<OrderListSearch> | undefined) {
  const status = listing?.search.status && orderStatusLabel(listing.search.status).toLowerCase();
  return {
    ...page,
    title: listTitle(page.title, listing?.search.q, status),
    listing,
    filters: listing && (
      <OrderStatusFilter
        status={listing.search.status}
        onChange={(next) => listing.go({ ...listing.search, status: next, page: undefined })}
      />
    ),
    filteredEmptyMessage: status && `No order is ${status}.`,
  };
}

function LoadedOrders({
  orders,
  actions,
  onChanged,
  listing,
  exportCsv,
  exportInvoicesCsv,
  exportCreditNotesCsv,
}: ManageOrdersData &
  Pick<
    ManageOrdersPageProps,
    'onChanged' | 'listing' | 'exportCsv' | 'exportInvoicesCsv' | 'exportCreditNotesCsv'
  >) {
  const { run } = useRowActions(actions, (outcome: RowActionsEmitted<OrderAction>) => {
    const order = orders.items.find((candidate) => candidate._id === outcome.rowId);
    if (!order) return;
    if (outcome.type === 'failed') {
      void notify(`The order could not be cancelled. ${describeError(outcome.error)}`, 'error');
      return;
    }
    void notify(orderCancelledMessage(order));
    onChanged?.();
  });

  return (
    <ListTablePage
      {...listed(listing)}
      view={loaded(orders)}
      footer={
        <>
          {exportCsv && <CsvExport kind="orders" download={exportCsv} />}
          {exportInvoicesCsv && <CsvExport kind="invoices" download={exportInvoicesCsv} />}
          {exportCreditNotesCsv && (
            <CsvExport kind="credit-notes" download={exportCreditNotesCsv} />
          )}
        </>
      }
      columns={columns((order) => (
        <OrderActions order={order} onCancel={() => run({ action: 'cancel', rowId: order._id })} />
      ))}
    />
  );
}
