import type { BuyerTerms } from '../../../domain/buyer-price';
import type { DeliveryAddress } from '../../../domain/delivery-address';
import type { Tool } from '../../../domain/tool';
import type { checkoutMachine, Customer } from '../../../machines/checkout.machine';
import { Fact, Facts } from '../../components/facts/facts';
import { Spinner } from '../../components/spinner/spinner';
import { Stack } from '../../components/stack/stack';
import type { LoadView } from '../../data/load-view';
import * as checkout from '../checkout-shared/checkout-layout.css';
import { OrderForm, type OrderFormProps } from './order-form';
import { ToolSummary } from './tool-summary';
import { ToolUnavailable } from './tool-unavailable';
import * as styles from './tool-detail-page.css';

export interface ToolPageData {
  readonly tool: Tool;
  /** The person signed in, who orders. */
  readonly customer: Customer;
  /** The account's kept delivery addresses, the last used first (none if unreadable). */
  readonly addresses?: readonly DeliveryAddress[] | undefined;
  /** The buyer's company and its contract prices; undefined for a lone customer. */
  readonly buyer?: BuyerTerms | undefined;
  /** The order form's flow, wired to the API by the composition root. */
  readonly checkout: typeof checkoutMachine;
}

export interface ToolDetailPageProps {
  view: LoadView<ToolPageData>;
  /** Called once the server has the order (the route then moves on to My Orders). */
  onPlaced?: OrderFormProps['onPlaced'];
  onAddToCart?: OrderFormProps['onAddToCart'];
}

/** /tool/{id}: the tool and its order form; an unknown or unreachable tool says so. */
export function ToolDetailPage({ view, onPlaced, onAddToCart }: ToolDetailPageProps) {
  if (view.status === 'failed') return <ToolUnavailable error={view.error} onRetry={view.retry} />;
  if (view.status === 'loading') return <ToolSkeleton />;
  const { tool, customer } = view.value;
  return (
    <div className={checkout.twoColumns}>
      <ToolSummary tool={tool} />
      {/* A new tool (or a new customer) starts a fresh form. */}
      <OrderForm
        key={`${tool._id}:${customer.email}`}
        tool={tool}
        customer={customer}
        addresses={view.value.addresses}
        buyer={view.value.buyer}
        machine={view.value.checkout}
        onPlaced={onPlaced}
        onAddToCart={onAddToCart}
      />
    </div>
  );
}

/**
 * The page's frame while the tool loads, at the size the tool and its form will take. Its
 * slots (`data-early`) are filled from the tool's early read in the prerendered frame
 * (src/app/early-paint.ts), so the tool's photo, name and price show before the app runs.
 */
function ToolSkeleton() {
  return (
    <div className={checkout.twoColumns}>
      <Stack>
        <img data-early="img" alt="" className={styles.image} fetchPriority="high" />
        <p data-early="name" className={styles.nameSlot} />
        <p data-early="description" className={styles.descriptionSlot} />
        <Facts>
          <Fact name="Price" strong>
            <span data-early="price" className={styles.priceSlot} />
          </Fact>
        </Facts>
        <Spinner label="Loading the tool" showLabel />
      </Stack>
      <div className={styles.formPlaceholder} />
    </div>
  );
}
