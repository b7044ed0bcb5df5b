// An order's records on its page (its shipments, returns, refunds, which `what` names in the
// sentences): one article a record, in a panel shown only with something in it. Nor while it
// loads: a panel that mostly went again moved what follows it (the page is drawn with its
// order in, over its painted frame).
import type { ReactNode } from 'react';
import type { OrderReturn } from '../../../domain/order-return';
import { LoadFailed } from '../../components/error-state/load-failed';
import type { LoadView } from '../../data/load-view';
import * as checkout from '../checkout-shared/checkout-layout.css';

export const itemsSentence = (request: Pick<OrderReturn, 'lines'>): string =>
  request.lines.map((line) => `${line.qty} × ${line.toolName}`).join(', ');

interface OrderRecordsProps<T> {
  readonly what: string;
  readonly title: string;
  readonly view: LoadView<readonly T[]>;
  readonly children: (record: T, index: number) => ReactNode;
}

export function OrderRecords<T>({ what, title, view, children }: OrderRecordsProps<T>) {
  if (view.status === 'loading' || (view.status === 'loaded' && view.value.length === 0)) {
    return null;
  }
  return (
    <section aria-labelledby={`order-${what}-heading`} className={checkout.panel}>
      <h2 id={`order-${what}-heading`}>{title}</h2>
      <LoadFailed title={`The ${what} could not be loaded`} view={view} />
      {view.status === 'loaded' && view.value.map(children)}
    </section>
  );
}
