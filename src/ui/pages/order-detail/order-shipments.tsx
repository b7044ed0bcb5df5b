// The order's shipments on its page, for its customer and the admins: each with its day, its
// carrier and tracking number, what left in it, and a Track link to the carrier's page
// (https only, opened apart from the store, which it cannot reach back to).
import type { Shipment } from '../../../domain/shipment';
import { LoadFailed } from '../../components/error-state/load-failed';
import { Fact, Facts } from '../../components/facts/facts';
import { Stack } from '../../components/stack/stack';
import type { LoadView } from '../../data/load-view';
import * as checkout from '../checkout-shared/checkout-layout.css';
import { itemsSentence } from './order-returns';

export interface OrderShipmentsProps {
  view: LoadView<readonly Shipment[]>;
}

/** Only an https address becomes a link, whatever the API sent. */
const safeTrackingUrl = (shipment: Shipment): string | undefined =>
  shipment.trackingUrl?.startsWith('https://') ? shipment.trackingUrl : undefined;

export function OrderShipments({ view }: OrderShipmentsProps) {
  // An order not yet shipped shows nothing here: its status says so.
  // Nor while it loads: a panel that mostly went again moved what follows it (the page
  // is drawn with its order in, over its painted frame), so it comes only with something.
  if (view.status === 'loading' || (view.status === 'loaded' && view.value.length === 0)) {
    return null;
  }
  return (
    <section aria-labelledby="order-shipments-heading" className={checkout.panel}>
      <h2 id="order-shipments-heading">Shipments</h2>
      <LoadFailed title="The shipments could not be loaded" view={view} />
      {view.status === 'loaded' &&
        view.value.map((shipment, index) => {
          const url = safeTrackingUrl(shipment);
          return (
            <Stack as="article" key={shipment._id} aria-label={`Shipment ${index + 1}`}>
              <Facts>
                <Fact name="Shipped on">{shipment.shippedOn}</Fact>
                <Fact name="Carrier">{shipment.carrierName}</Fact>
                <Fact name="Tracking number">
                  <code>{shipment.trackingNumber}</code>
                </Fact>
                <Fact name="Contents">{itemsSentence(shipment)}</Fact>
              </Facts>
              {url && (
                <a href={url} target="_blank" rel="noopener noreferrer">
                  Track shipment {index + 1} with {shipment.carrierName}
                </a>
              )}
            </Stack>
          );
        })}
    </section>
  );
}
