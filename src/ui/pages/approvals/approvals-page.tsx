// Approvals, for a company's approvers and company admins: the orders that waited or wait
// for approval, newest first. A waiting order is approved (its buyer can pay) or declined
// with a reason (its buyer is told); nobody decides on their own order.
import { formatAmount, fromCents } from '../../../domain/money';
import {
  approvalReasonSentence,
  approvalStatusLabel,
  decidesOwnOrder,
  type OrderApproval,
} from '../../../domain/order-approval';
import type { ApproveOrderMachine, DeclineOrderMachine } from '../../../machines/forms';
import { DateText } from '../../components/date-text/date-text';
import { Stack } from '../../components/stack/stack';
import type { TableColumn } from '../../components/table/table';
import { mapLoaded, type LoadView } from '../../data/load-view';
import { DashboardTablePage } from '../dashboard-shared/dashboard-table-page';
import * as page from '../dashboard-shared/dashboard-page.css';
import { ApproveOrderDialog } from './approve-order-dialog';
import { DeclineOrderDialog } from './decline-order-dialog';

export interface ApprovalsData {
  readonly companyName: string;
  /** Who is looking: their own orders wait for another approver. */
  readonly viewerEmail: string;
  readonly approvals: readonly OrderApproval[];
}

export interface ApprovalsPageProps {
  view: LoadView<ApprovalsData>;
  /** The decisions' machines; without them (loading, failed) no row can be decided. */
  approve?: ApproveOrderMachine;
  decline?: DeclineOrderMachine;
  /** After a decision: the list is read again. */
  onChanged?: () => void;
}

type Decide = Pick<ApprovalsPageProps, 'approve' | 'decline'> & {
  readonly viewerEmail: string;
  readonly onChanged: () => void;
};

function Decision({
  approval,
  viewerEmail,
  approve,
  decline,
  onChanged,
}: Decide & {
  approval: OrderApproval;
}) {
  if (approval.status !== 'pending') {
    return (
      <Stack as="span" gap="0">
        {approval.decidedBy && <span>By {approval.decidedBy}</span>}
        {approval.declineReason && <span>Reason: {approval.declineReason}</span>}
      </Stack>
    );
  }
  if (decidesOwnOrder(approval, viewerEmail)) return 'Your own order: another approver decides';
  if (!approve || !decline) return null;
  return (
    <div className={page.toolbar}>
      <ApproveOrderDialog approval={approval} machine={approve} onChanged={onChanged} />
      <DeclineOrderDialog approval={approval} machine={decline} onChanged={onChanged} />
    </div>
  );
}

const columns = (decide: Decide): ReadonlyArray<TableColumn<OrderApproval>> => [
  {
    header: 'Order',
    cell: (approval) => (
      <>
        #{approval.orderNumber}
        <br />
        <DateText iso={approval.requestedAt} />
      </>
    ),
  },
  {
    header: 'Placed by',
    cell: (approval) => approval.buyerName || approval.buyerEmail,
    card: 'title',
  },
  {
    header: 'Total',
    cell: (approval) => formatAmount(fromCents(approval.totalCents)),
    numeric: true,
  },
  {
    header: 'Why it waits',
    cell: (approval) => `Waits because ${approvalReasonSentence(approval)}`,
  },
  { header: 'Status', cell: (approval) => approvalStatusLabel(approval.status) },
  {
    header: 'Decision',
    card: 'actions',
    cell: (approval) => <Decision approval={approval} {...decide} />,
  },
];

export function ApprovalsPage({
  view,
  approve,
  decline,
  onChanged = () => undefined,
}: ApprovalsPageProps) {
  const data = view.status === 'loaded' ? view.value : undefined;
  const waiting = data?.approvals.filter((approval) => approval.status === 'pending').length;
  return (
    <DashboardTablePage
      headingId="approvals-heading"
      title={
        data === undefined
          ? 'Approvals'
          : `Approvals for ${data.companyName}: ${waiting === 0 ? 'none' : waiting} waiting`
      }
      view={mapLoaded(view, (loaded) => loaded.approvals)}
      caption="Orders waiting or decided, newest first"
      columns={columns({ viewerEmail: data?.viewerEmail ?? '', approve, decline, onChanged })}
      rowKey={(approval) => approval.orderId}
      cardsBelow={780}
      emptyMessage="No order of your company has waited for approval yet."
      errorTitle="The approvals could not be loaded"
    />
  );
}
