import type { Tool } from '../../../domain/tool';
import type { Customer } from '../../../machines/checkout.machine';
import type { ApiPort } from '../../../ports/api.port';
import * as checkout from '../checkout-shared/checkout-layout.css';
import { OrderForm, type OrderFormProps } from './order-form';
import { ToolSummary } from './tool-summary';

export interface ToolDetailPageProps {
  tool: Tool;
  customer: Customer;
  api: ApiPort;
  onPlaced: OrderFormProps['onPlaced'];
}

/** /tool/{id}: the tool and its order form. */
export function ToolDetailPage({ tool, customer, api, onPlaced }: ToolDetailPageProps) {
  return (
    <div className={checkout.twoColumns}>
      <ToolSummary tool={tool} />
      {/* A new tool (or a new customer) starts a fresh form. */}
      <OrderForm
        key={`${tool._id}:${customer.email}`}
        tool={tool}
        customer={customer}
        api={api}
        onPlaced={onPlaced}
      />
    </div>
  );
}
