// The customer's Return items form as typed: a quantity per order line (blank or 0: that
// line stays) and a reason, read by the API's own schema, so the dialog says what the API
// would before anything is sent.
import type { Order } from './order';
import { RequestReturnInputSchema, type RequestReturnInput } from './order-return';
import { parseInput } from './parse';
import { fail, ok, type Result } from './result';

export interface ReturnForm {
  readonly quantities: readonly string[];
  readonly reason: string;
}

export const emptyReturnForm = (order: Pick<Order, 'lines'>): ReturnForm => ({
  quantities: order.lines.map(() => ''),
  reason: '',
});

export function checkReturnForm(form: ReturnForm): Result<RequestReturnInput, string> {
  const lines = form.quantities.flatMap((typed, line) =>
    typed.trim() === '' || typed.trim() === '0' ? [] : [{ line, qty: typed }],
  );
  const parsed = parseInput(RequestReturnInputSchema, { reason: form.reason, lines });
  return parsed.ok ? ok(parsed.value) : fail(parsed.message);
}
