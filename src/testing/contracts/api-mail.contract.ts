// The Mailbox: the admin reads what the store e-mailed, newest first, a page at a time;
// nobody else may. A customer who orders and pays gets "placed", then the receipt.
import { beforeEach, expect, it } from 'vitest';
import type { Tool } from '../../domain/tool';
import { ApiContractKit, expectRefusal, unwrap, type ApiContractSubject } from './api-contract-kit';

export function describeApiMailContract(
  makeSubject: () => ApiContractSubject | Promise<ApiContractSubject>,
): void {
  let kit: ApiContractKit;
  let roller: Tool;
  beforeEach(async () => {
    kit = new ApiContractKit(await makeSubject());
    roller = await kit.addTool();
  });

  it('lists the e-mails of an order placed and paid to its customer, newest first', async () => {
    const customer = await kit.email('customer');
    const order = await kit.placeOrder('customer', roller._id, roller.minQty);
    const payment = await kit.payOrder('customer', order._id);

    await kit.actAs('admin');
    // Searched by the customer's e-mail: a shared store holds other people's e-mails too.
    const query = { page: 1, pageSize: 20, q: customer };
    const page = unwrap(await kit.api.listMail(query), 'Listing the mailbox');
    expect(page.items.map((mail) => [mail.to, mail.subject])).toEqual([
      [customer, `Receipt for order #${order.number}`],
      [customer, `Order #${order.number} placed`],
    ]);
    expect(page.items[0]?.text).toContain(`Payment id: ${payment}`);

    const first = unwrap(await kit.api.listMail({ ...query, pageSize: 1 }), 'Paging');
    expect(first).toMatchObject({ total: 2, page: 1, pageSize: 1 });
    expect(first.items.map((mail) => mail.subject)).toEqual([`Receipt for order #${order.number}`]);
  });

  it('is for admins only', async () => {
    await kit.actAs('customer');
    expectRefusal(await kit.api.listMail({ page: 1, pageSize: 20, q: '' }), 'forbidden');
    await kit.actAs('anonymous');
    expect(await kit.api.listMail({ page: 1, pageSize: 20, q: '' })).toMatchObject({
      ok: false,
      error: { kind: 'unauthorized' },
    });
  });
}
