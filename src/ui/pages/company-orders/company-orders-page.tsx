// Company orders: a company admin sees every member's orders, a buyer or approver their
// own, a page at a time, found by tool, e-mail or name and filtered by status, member and
// the days placed. The filters live in the address (the route's listing).
import type { CompanyMember, CompanyRole } from '../../../domain/company';
import type { CompanyOrderListSearch } from '../../../domain/company-orders';
import type { Order } from '../../../domain/order';
import { orderStatusLabel } from '../../../domain/order-status';
import type { OrderApproval } from '../../../domain/order-approval';
import type { Page } from '../../../domain/page';
import { Select } from '../../components/select/select';
import type { TableColumn } from '../../components/table/table';
import { TextField } from '../../components/text-field/text-field';
import { mapLoaded } from '../../data/load-view';
import { listTitle, type Listing } from '../dashboard-shared/list-controls';
import { ListTablePage, type ListPageProps } from '../dashboard-shared/list-table-page';
import * as styles from '../dashboard-shared/order-columns.css';
import { OrderStatusFilter, orderColumns } from '../dashboard-shared/order-columns';
import { DeclinedRequests } from './declined-requests';

export interface CompanyOrdersData {
  readonly companyName: string;
  /** The viewer's role: a company admin sees and filters every member's orders. */
  readonly role: CompanyRole;
  /** Who is looking: their own orders link to their order pages. */
  readonly viewerEmail: string;
  /** The members to filter by (a company admin's view). */
  readonly members: readonly CompanyMember[];
  readonly orders: Page<Order>;
  /** What became of the viewer's own orders that waited for approval. */
  readonly requests?: readonly OrderApproval[];
}

export type CompanyOrdersPageProps = ListPageProps<CompanyOrdersData, CompanyOrderListSearch>;

const columns = (viewerEmail = ''): ReadonlyArray<TableColumn<Order>> => [
  orderColumns.number((order) => order.email === viewerEmail),
  orderColumns.buyer('Placed by'),
  orderColumns.tool,
  orderColumns.partNumber,
  orderColumns.quantity,
  orderColumns.total,
  orderColumns.status,
  { header: 'Delivered to', cell: (order) => order.address },
];

const page = {
  headingId: 'company-orders-heading',
  // Seven columns need about this much room; below it each order is a card.
  cardsBelow: 780,
  caption: 'Company orders',
  rowKey: (order: Order) => order._id,
  errorTitle: 'The company orders could not be loaded',
  searchLabel: 'Search orders by tool, e-mail or name',
  pagerLabel: 'Pages of orders',
};

const ALL_MEMBERS = 'all';

/** The status, member and days after the search: each asked of the API, from the first page. */
function Filters({
  listing,
  members,
}: {
  listing: Listing<CompanyOrderListSearch>;
  members: readonly CompanyMember[];
}) {
  const { search, go } = listing;
  const change = (next: Partial<CompanyOrderListSearch>) =>
    go({ ...search, ...next, page: undefined });
  return (
    <>
      <OrderStatusFilter status={search.status} onChange={(status) => change({ status })} />
      {members.length > 0 && (
        <Select
          label="Placed by"
          className={styles.filter}
          value={search.member ?? ALL_MEMBERS}
          onChange={(event) =>
            change({ member: event.target.value === ALL_MEMBERS ? undefined : event.target.value })
          }
          options={[
            { value: ALL_MEMBERS, label: 'Every member' },
            ...members.map((member) => ({
              value: member.email,
              label: member.name === '' ? member.email : `${member.name} (${member.email})`,
            })),
          ]}
        />
      )}
      <TextField
        label="From"
        type="date"
        className={styles.filter}
        value={search.from ?? ''}
        onChange={(event) => change({ from: event.target.value || undefined })}
      />
      <TextField
        label="To"
        type="date"
        className={styles.filter}
        value={search.to ?? ''}
        onChange={(event) => change({ to: event.target.value || undefined })}
      />
    </>
  );
}

/** "Company orders: matching “roller”, paid" while a search or a filter is in force. */
function titleOf(search: CompanyOrderListSearch | undefined, data?: CompanyOrdersData): string {
  const title =
    data === undefined
      ? 'Company orders'
      : data.role === 'company-admin'
        ? `${data.companyName}: orders`
        : `Your orders for ${data.companyName}`;
  const status = search?.status && orderStatusLabel(search.status).toLowerCase();
  const days =
    search?.from || search?.to ? `${search.from ?? 'the start'} to ${search.to ?? 'today'}` : '';
  return listTitle(title, search?.q, status, search?.member, days);
}

export function CompanyOrdersPage({ view, listing }: CompanyOrdersPageProps) {
  const data = view.status === 'loaded' ? view.value : undefined;
  const members = data?.role === 'company-admin' ? data.members : [];
  const search = listing?.search;
  const filtered = search && (search.status || search.member || search.from || search.to);
  return (
    <ListTablePage
      {...page}
      title={titleOf(search, data)}
      view={mapLoaded(view, (loadedData) => loadedData.orders)}
      listing={listing}
      columns={columns(data?.viewerEmail)}
      emptyMessage={
        data?.role === 'company-admin'
          ? 'No member of your company has ordered anything yet.'
          : 'You have not ordered anything for your company yet.'
      }
      filteredEmptyMessage={filtered ? 'No order matches these filters.' : undefined}
      filters={listing && <Filters listing={listing} members={members} />}
      footer={data && <DeclinedRequests requests={data.requests ?? []} />}
    />
  );
}
