import type { ReactNode } from 'react';
import type { Order } from '../../../domain/order';
import type { OrderListSearch, Page } from '../../../domain/page';
import { orderStatusLabel } from '../../../domain/order-status';
import type { RowActionsEmitted, RowActionsMachine } from '../../../machines/row-actions.machine';
import type { OrderAction } from '../../../machines/table-actions';
import { EarlyCards, type EarlyDetail } from '../../components/table/early-cards';
import type { TableColumn } from '../../components/table/table';
import { notify } from '../../components/toast/toast-requests';
import type { LoadView } from '../../data/load-view';
import { describeError } from '../../errors/describe-error';
import { CsvExport, type CsvExportProps } from '../../components/csv-export/csv-export';
import { DashboardTablePage } from '../dashboard-shared/dashboard-table-page';
import {
  emptyListMessage,
  ListPager,
  ListSearchField,
  listTitle,
  type Listing,
} from '../dashboard-shared/list-controls';
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

export interface ManageOrdersPageProps {
  view: LoadView<ManageOrdersData>;
  /** A row action changed the store: load the orders again. */
  onChanged?: () => void;
  /** The page, search and status in the address, and the step to another. */
  /** The CSV download of this list, when the composition root offers one. */
  exportCsv?: CsvExportProps['download'];
  /** The invoices and credit notes (issue 26), offered beside the orders' file. */
  exportInvoicesCsv?: CsvExportProps['download'];
  exportCreditNotesCsv?: CsvExportProps['download'];
  listing?: Listing<OrderListSearch>;
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
};

/** Manage Orders: every customer's order, with Ship for paid ones and Cancel for unpaid. */
export function ManageOrdersPage({ view, onChanged, listing, ...exports }: ManageOrdersPageProps) {
  if (view.status !== 'loaded')
    return (
      <DashboardTablePage
        {...page}
        title={titleOf(listing)}
        view={view}
        columns={columns()}
        toolbar={toolbar(listing)}
        early={<EarlyCards caption={page.caption} title="tool" details={EARLY_DETAILS} />}
      />
    );
  return <LoadedOrders {...view.value} onChanged={onChanged} listing={listing} {...exports} />;
}

/** The search box and the status shown: both asked of the API, page by page. */
const toolbar = (listing?: Listing<OrderListSearch>) =>
  listing && (
    <>
      <ListSearchField listing={listing} label="Search orders by tool, e-mail or name" />
      <OrderStatusFilter
        status={listing.search.status}
        onChange={(status) => listing.go({ ...listing.search, status, page: undefined })}
      />
    </>
  );

/** "Manage Orders: matching “acme”, paid" while a search or a status is in force. */
const titleOf = (listing: Listing<OrderListSearch> | undefined) => {
  const status = listing?.search.status;
  return listTitle(page.title, listing?.search.q, status && orderStatusLabel(status).toLowerCase());
};

function emptyMessageOf(listing: Listing<OrderListSearch> | undefined, orders: Page<Order>) {
  const status = listing?.search.status;
  if (!listing) return page.emptyMessage;
  if (status && listing.search.q === undefined && orders.total === 0) {
    return `No order is ${orderStatusLabel(status).toLowerCase()}.`;
  }
  return emptyListMessage(listing.search, orders, page.emptyMessage);
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
    <DashboardTablePage
      {...page}
      title={titleOf(listing)}
      view={{ status: 'loaded', value: orders.items }}
      emptyMessage={emptyMessageOf(listing, orders)}
      toolbar={toolbar(listing)}
      footer={
        <>
          {listing && <ListPager listing={listing} page={orders} label="Pages of orders" />}
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
