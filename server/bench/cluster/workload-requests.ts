// The requests of the mixed workload, as autocannon sends them through nginx (/api/…).
import type { RequestParams } from 'autocannon';

export interface Tool {
  _id: string;
  minQty: number;
}

/** What one request is for: its answer decides what comes next. */
export type Task =
  | { kind: 'browse'; path: string }
  | { kind: 'order'; token: string; tool: Tool }
  | {
      kind: 'payment';
      step: 'intent' | 'confirm' | 'record';
      orderId: string;
      token: string;
      clientSecret?: string;
      paymentIntentId?: string;
    };

export type Kind = Task['kind'];

const json = (token: string | undefined, body: unknown, method: string, path: string) => ({
  method,
  path: `/api${path}`,
  headers: {
    'content-type': 'application/json',
    ...(token ? { authorization: `Bearer ${token}` } : {}),
  },
  body: JSON.stringify(body),
});

const card = { number: '4242 4242 4242 4242', expMonth: 12, expYear: 2035, cvc: '123' };
const billingDetails = {
  name: 'Bench',
  email: 'bench@paintco.test',
  address: '1 St',
  phone: '555',
};

export function requestOf(task: Task): RequestParams {
  switch (task.kind) {
    case 'browse':
      return { method: 'GET', path: `/api${task.path}`, headers: {} };
    case 'order':
      return json(
        task.token,
        {
          toolId: task.tool._id,
          // The smallest quantity the tool takes, or a little more.
          toolQty: task.tool.minQty + Math.floor(Math.random() * 3),
          name: 'Bench Customer',
          address: '1 Load Street, Benchville',
          phone: '+1 555 0100',
        },
        'POST',
        '/order',
      );
    case 'payment':
      if (task.step === 'intent') {
        return json(task.token, { orderId: task.orderId }, 'POST', '/create-payment-intent');
      }
      if (task.step === 'confirm') {
        const body = { clientSecret: task.clientSecret, card, billingDetails };
        return json(undefined, body, 'POST', '/payments/local/confirm');
      }
      return json(
        task.token,
        { transactionId: task.paymentIntentId },
        'PATCH',
        `/order/${task.orderId}`,
      );
  }
}

/** The payment's next step after a successful answer to `task`, if any. */
export function nextPaymentStep(task: Task & { kind: 'payment' }, body: string): Task | undefined {
  if (task.step === 'intent') {
    const { clientSecret } = JSON.parse(body) as { clientSecret: string };
    return { ...task, step: 'confirm', clientSecret };
  }
  if (task.step === 'confirm') {
    const { paymentIntentId } = JSON.parse(body) as { paymentIntentId: string };
    return { ...task, step: 'record', paymentIntentId };
  }
  return undefined;
}
