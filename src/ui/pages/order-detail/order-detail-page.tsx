// /dashboard/order/{id}: one order as its customer or an admin reads it: its number and
// date, what was bought at what price, where it stands, and where it goes.
import { formatAmount } from '../../../domain/money';
import { orderNumberLabel, type Order } from '../../../domain/order';
import { EXPIRED_ORDER_LABEL, orderDeadline } from '../../../domain/order-deadline';
import {
  allowedOrderActions,
  orderStateLabel,
  type OrderViewer,
} from '../../../domain/order-status';
import { DateText } from '../../components/date-text/date-text';
import { LoadFailed } from '../../components/error-state/load-failed';
import { Fact, Facts } from '../../components/facts/facts';
import { InvoiceDownload } from '../../components/invoice-download/invoice-download';
import { Link } from '../../components/link/link';
import { Spinner } from '../../components/spinner/spinner';
import type { LoadView } from '../../data/load-view';
import { useNow } from '../../data/use-now';
import * as checkout from '../checkout-shared/checkout-layout.css';
import { OrderDeadlineText } from '../checkout-shared/order-deadline';
import * as page from '../dashboard-shared/dashboard-page.css';
import { OrderAccountFacts } from '../dashboard-shared/order-account-facts';
import { LinePartNumberFact, OrderLinesFacts } from '../dashboard-shared/order-lines-facts';
import { BackorderFacts } from '../dashboard-shared/backorder-facts';
import { OrderAmount } from '../dashboard-shared/order-amount';
import * as styles from './order-detail-page.css';
import { ReorderButton } from './reorder-button';
import { EarlyOrderDetail } from './early-order-detail';
import { FrameOr, held } from '../../components/early-slot/early-slot';
import type { ApiResult } from '../../../ports/api.port';
import type { OrderTimelineEntry } from '../../../domain/order-timeline';
import { OrderTimeline } from './order-timeline';
import type { Refund } from '../../../domain/refund';
import type { RefundOrderMachine, ReorderMachine } from '../../../machines/forms';
import { OrderRefunds } from './order-refunds';
import { RefundDialog } from './refund-dialog';
import type { OrderReturn } from '../../../domain/order-return';
import type { RequestReturnMachine, ReturnStepMachine } from '../../../machines/forms';
import { OrderReturns } from './order-returns';
import { ReturnDialog } from './return-dialog';
import type { Carrier } from '../../../domain/carrier';
import type { Shipment } from '../../../domain/shipment';
import type { RecordShipmentMachine } from '../../../machines/forms';
import { OrderShipments } from './order-shipments';
import { ShipDialog } from './ship-dialog';

export interface OrderDetailPageProps {
  view: LoadView<Order>;
  /** Who reads it: the way back and what they may do differ. */
  viewer: OrderViewer;
  /** The customer's own order: its lines back into the cart (absent: no Reorder button;
   * `'loading'`: the button in place, disabled, until its machine comes). */
  reorder?: ReorderMachine | 'loading' | undefined;
  /** A paid order's invoice as a PDF (absent: no Download invoice button). */
  onDownloadInvoice?: (() => ApiResult<Blob>) | undefined;
  /** The order's timeline, read on its own (absent: not shown). */
  timeline?: LoadView<readonly OrderTimelineEntry[]> | undefined;
  /** The order's refunds, read on its own, with their credit notes (absent: not shown). */
  refunds?: RefundsShown | undefined;
  /** The order's returns, read on its own (absent: not shown). */
  returns?: ReturnsShown | undefined;
  /** The order's shipments, read on its own, with their Track links (absent: not shown). */
  shipments?: ShipmentsShown | undefined;
}

export interface ReturnsShown {
  readonly view: LoadView<readonly OrderReturn[]>;
  /** The customer's Return items (absent: no button). */
  readonly request?: { machine: RequestReturnMachine; onRequested: () => void } | undefined;
  /** The admin's Accept, Refuse and Received (absent: read only). */
  readonly steps?: { machine: ReturnStepMachine; onChanged: () => void } | undefined;
}

export interface ShipmentsShown {
  readonly view: LoadView<readonly Shipment[]>;
  /** The admin's Ship (absent: no Ship button). */
  readonly ship?:
    | {
        carriers: LoadView<readonly Carrier[]>;
        machine: RecordShipmentMachine;
        onShipped: () => void;
        /** Open the Ship dialog as the page shows, and forget that once it closes. */
        openAtStart?: boolean;
        onClosed?: () => void;
      }
    | undefined;
}

export interface RefundsShown {
  readonly view: LoadView<readonly Refund[]>;
  readonly onDownloadCreditNote: (refund: Refund) => ApiResult<Blob>;
  /** The admin's Refund (absent: no Refund button). */
  readonly refund?: { machine: RefundOrderMachine; onRefunded: () => void } | undefined;
}

export function OrderDetailPage({
  view,
  viewer,
  reorder,
  onDownloadInvoice,
  timeline,
  refunds,
  returns,
  shipments,
}: OrderDetailPageProps) {
  const title = view.status === 'loaded' ? `Order ${orderNumberLabel(view.value)}` : 'Order';
  return (
    <section className={page.page} aria-labelledby="order-heading">
      {/* While loading, the frame's inline bootstrap writes the order's number in (early-paint). */}
      <h1
        id="order-heading"
        className={page.heading}
        data-early={view.status === 'loading' ? 'heading' : undefined}
      >
        {title}
      </h1>
      {view.status === 'loading' && (
        <FrameOr
          early={<EarlyOrderDetail />}
          loading={<Spinner label="Loading the order" showLabel />}
        />
      )}
      {view.status === 'failed' && (
        <LoadFailed
          title={
            view.error.kind === 'not-found' || view.error.kind === 'invalid'
              ? 'We could not find this order'
              : 'The order could not be loaded'
          }
          view={view}
        />
      )}
      {view.status === 'loaded' && (
        <OrderDetail order={view.value} viewer={viewer} onDownloadInvoice={onDownloadInvoice} />
      )}
      {view.status === 'loaded' &&
        refunds?.refund &&
        refunds.view.status === 'loaded' &&
        view.value.paid && (
          // Wrapped, so the page's column does not stretch its button across the page.
          <div>
            <RefundDialog
              order={view.value}
              refunds={refunds.view.value}
              machine={refunds.refund.machine}
              onRefunded={refunds.refund.onRefunded}
            />
          </div>
        )}
      {view.status === 'loaded' &&
        shipments?.ship &&
        shipments.view.status === 'loaded' &&
        shipments.ship.carriers.status === 'loaded' &&
        view.value.paid && (
          <div>
            <ShipDialog
              order={view.value}
              shipments={shipments.view.value}
              carriers={shipments.ship.carriers.value}
              machine={shipments.ship.machine}
              onShipped={shipments.ship.onShipped}
              openAtStart={shipments.ship.openAtStart}
              onClosed={shipments.ship.onClosed}
            />
          </div>
        )}
      {view.status === 'loaded' && shipments && <OrderShipments view={shipments.view} />}
      {view.status === 'loaded' && refunds && (
        <OrderRefunds view={refunds.view} onDownloadCreditNote={refunds.onDownloadCreditNote} />
      )}
      {view.status === 'loaded' && returns?.request && view.value.status === 'shipped' && (
        <div>
          <ReturnDialog
            order={view.value}
            machine={returns.request.machine}
            onRequested={returns.request.onRequested}
          />
        </div>
      )}
      {view.status === 'loaded' && returns && (
        <OrderReturns view={returns.view} steps={returns.steps} />
      )}
      {view.status === 'loaded' && viewer === 'customer' && reorder && (
        <ReorderButton orderId={view.value._id} machine={reorder} />
      )}
      {view.status === 'loaded' && timeline && <OrderTimeline view={timeline} />}
      {/* In the frame, held with the order's early face, which grows as it fills. */}
      <div
        className={`${styles.links} ${held}`}
        data-early-hold={view.status === 'loading' ? '' : undefined}
      >
        {viewer === 'admin' ? (
          <Link href="/dashboard/manageOrders">Back to Manage Orders</Link>
        ) : (
          <Link href="/dashboard/myOrders">Back to My Orders</Link>
        )}
      </div>
    </section>
  );
}

function OrderDetail({
  order,
  viewer,
  onDownloadInvoice,
}: {
  order: Order;
  viewer: OrderViewer;
  onDownloadInvoice?: (() => ApiResult<Blob>) | undefined;
}) {
  const now = useNow();
  const deadline = orderDeadline(order, now);
  const expired = deadline.kind === 'expired';
  const canPay = !expired && allowedOrderActions(order, viewer).pay;
  const unitPrice = order.toolPrice / order.toolQty;
  return (
    <div className={styles.columns}>
      <section aria-labelledby="order-items-heading" className={checkout.panel}>
        <h2 id="order-items-heading">What was ordered</h2>
        <Facts>
          <Fact name="Placed">
            <DateText iso={order.createdAt} />
          </Fact>
          <Fact name="Status" strong>
            {expired ? EXPIRED_ORDER_LABEL : orderStateLabel(order)}
          </Fact>
          {deadline.kind !== 'none' && (
            <Fact name="Payment">
              <OrderDeadlineText deadline={deadline} now={now} id="order-deadline" />
            </Fact>
          )}
          {order.lines.length > 1 ? (
            <OrderLinesFacts order={order} />
          ) : (
            <>
              <Fact name="Tool">
                <span className={styles.tool}>
                  <img src={order.toolImg} alt="" className={styles.thumbnail} />
                  {order.toolName}
                </span>
              </Fact>
              <LinePartNumberFact lines={order.lines} />
              <Fact name="Quantity">{order.toolQty}</Fact>
              <Fact name="Unit price">
                <OrderAmount order={order} cents={unitPrice} />
              </Fact>
              <BackorderFacts lines={order.lines} />
            </>
          )}
          <Fact name="Total" strong>
            <OrderAmount order={order} cents={order.toolPrice} />
          </Fact>
          {order.account ? (
            <OrderAccountFacts account={order.account} />
          ) : (
            order.transactionId && (
              <Fact name="Transaction id">
                <code className={styles.transaction}>{order.transactionId}</code>
              </Fact>
            )
          )}
          {order.invoiceNumber && <Fact name="Invoice">{order.invoiceNumber}</Fact>}
        </Facts>
        {order.invoiceNumber && onDownloadInvoice && (
          <InvoiceDownload invoiceNumber={order.invoiceNumber} download={onDownloadInvoice} />
        )}
        {canPay && (
          <Link
            href={`/dashboard/payment/${order._id}`}
            look={{ variant: 'primary' }}
            aria-describedby="order-deadline"
          >
            Pay {formatAmount(order.toolPrice)}
          </Link>
        )}
      </section>
      <section aria-labelledby="order-delivery-heading" className={checkout.panel}>
        <h2 id="order-delivery-heading">Delivery</h2>
        <Facts>
          <Fact name="Name">{order.name}</Fact>
          <Fact name="E-mail">{order.email}</Fact>
          <Fact name="Address">{order.address}</Fact>
          <Fact name="Phone">{order.phone}</Fact>
        </Facts>
      </section>
    </div>
  );
}
