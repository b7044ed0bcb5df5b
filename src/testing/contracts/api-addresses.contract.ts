// Remembered delivery addresses (issue 23, item 4): an order keeps its address and phone
// for the same account's next checkout, the last used first, at most MAX_KEPT_ADDRESSES,
// and no one else can read them.
import { beforeEach, expect, it } from 'vitest';
import { MAX_KEPT_ADDRESSES } from '../../domain/delivery-address';
import type { Tool } from '../../domain/tool';
import {
  ApiContractKit,
  CONTACT,
  expectRefusal,
  unwrap,
  type ApiContractSubject,
} from './api-contract-kit';

export function describeApiAddressesContract(
  makeSubject: () => ApiContractSubject | Promise<ApiContractSubject>,
): void {
  let kit: ApiContractKit;
  let tool: Tool;
  beforeEach(async () => {
    kit = new ApiContractKit(await makeSubject());
    tool = await kit.addTool({ minQty: 1, availableQty: 1_000, price: 1 });
  });

  const checkOut = (address: string, phone: string) =>
    kit.api.checkOut({ lines: [{ toolId: tool._id, qty: 1 }], name: CONTACT.name, address, phone });
  const kept = async () => unwrap(await kit.api.listDeliveryAddresses(), 'listDeliveryAddresses');

  it('keeps the address of each order, the last used first, once each', async () => {
    await kit.removeUnpaidOrders('customer');
    expect(await kept()).toEqual([]);
    unwrap(await checkOut('  1 Main St, Akron  ', '+1 330 555 0100'), 'first');
    unwrap(
      await kit.api.placeOrder({ toolId: tool._id, toolQty: 1, ...CONTACT }),
      'an order of one tool',
    );
    expect(await kept()).toEqual([
      { address: CONTACT.address, phone: CONTACT.phone },
      // Kept as checkout stores it: trimmed.
      { address: '1 Main St, Akron', phone: '+1 330 555 0100' },
    ]);
    // The same address typed again differently moves up instead of being kept twice.
    await kit.removeUnpaidOrders('customer');
    unwrap(await checkOut('1  MAIN st, akron', '+1 (330) 555-0100'), 'again');
    expect(await kept()).toEqual([
      { address: '1  MAIN st, akron', phone: '+1 (330) 555-0100' },
      { address: CONTACT.address, phone: CONTACT.phone },
    ]);
  });

  it(`keeps only the newest ${MAX_KEPT_ADDRESSES}, however many orders are placed`, async () => {
    for (let n = 1; n <= MAX_KEPT_ADDRESSES + 2; n += 1) {
      await kit.removeUnpaidOrders('customer');
      unwrap(await checkOut(`${n} Ladder Road`, '+1 614 555 0142'), `order ${n}`);
    }
    expect((await kept()).map((a) => a.address)).toEqual(
      [7, 6, 5, 4, 3].map((n) => `${n} Ladder Road`),
    );
  });

  it('keeps nothing from a refused checkout, and shows no one else the addresses', async () => {
    await kit.removeUnpaidOrders('customer');
    expectRefusal(await checkOut('2 Refused Way', 'not a phone'), 'invalid');
    expect(await kept()).toEqual([]);
    unwrap(await checkOut('3 Private Close', '+1 614 555 0142'), 'placed');

    await kit.actAs('otherCustomer');
    expect(await kept()).toEqual([]);
    await kit.actAs('anonymous');
    expect(await kit.api.listDeliveryAddresses()).toMatchObject({
      ok: false,
      error: { kind: 'unauthorized' },
    });
  });
}
