// What one customer may hold unpaid (orders, value, units): every way an unpaid order is
// made (an order, a checkout, an accepted quote) is refused past it with a sentence that
// says why, and takes no stock; paying an order makes room again.
import { beforeEach, expect, it } from 'vitest';
import { sentenceOf } from '../../application/refusals';
import type { Tool } from '../../domain/tool';
import { DEFAULT_UNPAID_LIMITS } from '../../domain/unpaid-limits';
import {
  ApiContractKit,
  CONTACT,
  expectRefusal,
  unwrap,
  type ApiContractSubject,
} from './api-contract-kit';

const { maxUnpaidValue, maxUnpaidUnits } = DEFAULT_UNPAID_LIMITS;

const valueRefusal = (held: number, total: number) =>
  sentenceOf({ code: 'unpaid-value-limit', limit: maxUnpaidValue, held, total });

export function describeApiUnpaidLimitsContract(
  makeSubject: () => ApiContractSubject | Promise<ApiContractSubject>,
): void {
  let kit: ApiContractKit;
  /** $100 a unit, 200 in stock: the value limit is reached in units of $100. */
  let sprayer: Tool;
  /** $1 a unit, plenty in stock: the units limit is reached before the value one. */
  let tape: Tool;
  beforeEach(async () => {
    kit = new ApiContractKit(await makeSubject());
    sprayer = await kit.addTool({ name: 'Sprayer', price: 100, minQty: 1, availableQty: 200 });
    tape = await kit.addTool({ name: 'Tape', price: 1, minQty: 1, availableQty: 5_000 });
    // A shared store may already hold some of theirs (the demo's, other tests'): start empty.
    await kit.removeUnpaidOrders('customer');
    await kit.removeUnpaidOrders('otherCustomer');
  });

  const stock = async (tool: Tool) => (await kit.tool(tool._id)).availableQty;
  const order = (tool: Tool, toolQty: number) =>
    kit.api.placeOrder({ toolId: tool._id, toolQty, ...CONTACT });

  it('refuses one order worth more than a customer may hold unpaid, taking no stock', async () => {
    const units = maxUnpaidValue / 100 + 1;
    await kit.actAs('customer');
    expectRefusal(await order(sprayer, units), 'invalid', valueRefusal(0, units * 100));
    expectRefusal(
      await kit.api.checkOut({ lines: [{ toolId: sprayer._id, qty: units }], ...CONTACT }),
      'invalid',
      valueRefusal(0, units * 100),
    );
    expect(await stock(sprayer)).toBe(200);
  });

  it('counts what the customer already holds unpaid, and a payment makes room', async () => {
    const half = maxUnpaidValue / 200;
    const first = await kit.placeOrder('customer', sprayer._id, half);
    await kit.placeOrder('customer', sprayer._id, half);
    await kit.actAs('customer');
    const refused = await order(sprayer, 1);
    expectRefusal(refused, 'invalid', valueRefusal(maxUnpaidValue, maxUnpaidValue + 100));
    expect(refused.ok || refused.error.status).toBe(409);
    // Another customer holds nothing yet.
    await kit.actAs('otherCustomer');
    unwrap(await order(sprayer, 1), 'Ordering as another customer');

    await kit.payOrder('customer', first._id);
    await kit.actAs('customer');
    unwrap(await order(sprayer, 1), 'Ordering once one order is paid');
  });

  it('refuses more units than a customer may hold unpaid', async () => {
    await kit.placeOrder('customer', tape._id, maxUnpaidUnits);
    await kit.actAs('customer');
    expectRefusal(
      await order(tape, 1),
      'invalid',
      sentenceOf({
        code: 'unpaid-units-limit',
        limit: maxUnpaidUnits,
        held: maxUnpaidUnits,
        total: maxUnpaidUnits + 1,
      }),
    );
    expect(await stock(tape)).toBe(5_000 - maxUnpaidUnits);
  });

  it('refuses to accept a quote that would pass the limit, and the quote stays open', async () => {
    const units = maxUnpaidValue / 100 + 1;
    await kit.actAs('customer');
    const quote = unwrap(
      await kit.api.requestQuote({
        name: 'Casey Customer',
        email: 'typed@example.test',
        message: 'A big job',
        lines: [{ toolId: sprayer._id, qty: units }],
      }),
      'Asking for a quote',
    );
    await kit.actAs('admin');
    unwrap(
      await kit.api.priceQuote(quote._id, { unitPrices: [100], expiresAt: '2099-12-31' }),
      'Pricing',
    );
    await kit.actAs('customer');
    const delivery = { address: CONTACT.address, phone: CONTACT.phone };
    expectRefusal(
      await kit.api.acceptQuote(quote._id, delivery),
      'invalid',
      valueRefusal(0, units * 100),
    );
    expect(await stock(sprayer)).toBe(200);
    const [mine] = unwrap(await kit.api.listMyQuotes(), 'Listing my quotes');
    expect(mine).toMatchObject({ _id: quote._id, status: 'quoted' });
  });
}
