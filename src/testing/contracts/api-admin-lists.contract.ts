// The admin lists by page: Make Admin's users, Manage Product's tools and Manage Orders'
// orders, searched and paged the same way by the API server and the in-memory API. Each
// test names its rows with a fresh tag, so a shared database's other rows never match.
import { beforeEach, describe, expect, it } from 'vitest';
import { DEFAULT_PAGE_SIZE } from '../../domain/page';
import { ApiContractKit, expectRefusal, unwrap, type ApiContractSubject } from './api-contract-kit';

const freshTag = () => `pg${crypto.randomUUID().slice(0, 8)}`;

export function describeApiAdminListsContract(
  makeSubject: () => ApiContractSubject | Promise<ApiContractSubject>,
): void {
  let kit: ApiContractKit;
  let tag: string;
  beforeEach(async () => {
    kit = new ApiContractKit(await makeSubject());
    tag = freshTag();
  });

  const firstPage = (q: string, pageSize = DEFAULT_PAGE_SIZE) => ({ page: 1, pageSize, q });

  it('pages through the tools found by name, with the total', async () => {
    for (const n of [1, 2, 3]) await kit.addTool({ name: `Pager Roller ${tag} ${n}` });
    await kit.actAs('anonymous');
    const first = unwrap(await kit.api.listToolsPage(firstPage(tag.toUpperCase(), 2)), 'page 1');
    const second = unwrap(await kit.api.listToolsPage({ page: 2, pageSize: 2, q: tag }), 'page 2');
    expect(first).toMatchObject({ total: 3, page: 1, pageSize: 2 });
    expect(second).toMatchObject({ total: 3, page: 2, pageSize: 2 });
    const names = [...first.items, ...second.items].map((tool) => tool.name).sort();
    expect(names).toEqual([1, 2, 3].map((n) => `Pager Roller ${tag} ${n}`));
  });

  it('takes % and _ in a search literally', async () => {
    await kit.addTool({ name: `Pager Roller ${tag}` });
    const found = async (q: string) =>
      unwrap(await kit.api.listToolsPage(firstPage(q)), `search ${q}`).total;
    expect(await found(`${tag}`)).toBe(1);
    expect(await found(`%${tag}`)).toBe(0);
    expect(await found(`Pager_Roller ${tag}`)).toBe(0);
  });

  it('finds users by e-mail or name, for admins only', async () => {
    const customer = await kit.email('customer');
    await kit.actAs('customer');
    expectRefusal(await kit.api.listUsersPage(firstPage(customer)), 'forbidden');
    await kit.actAs('admin');
    const byEmail = unwrap(
      await kit.api.listUsersPage(firstPage(customer.toUpperCase())),
      'e-mail',
    );
    expect(byEmail.items.map((user) => user.email)).toEqual([customer]);
    expect(byEmail.total).toBe(1);
  });

  it('finds orders by tool, of one status, for admins only', async () => {
    const tool = await kit.addTool({ name: `Pager Brush ${tag}` });
    const unpaid = await kit.placeOrder('customer', tool._id, 10);
    const paid = await kit.placeOrder('customer', tool._id, 11);
    await kit.payOrder('customer', paid._id);
    expectRefusal(await kit.api.listAllOrdersPage(firstPage(tag)), 'forbidden');
    await kit.actAs('admin');
    const all = unwrap(await kit.api.listAllOrdersPage(firstPage(tag)), 'all');
    expect(all.items.map((order) => order._id).sort()).toEqual([unpaid._id, paid._id].sort());
    const onlyPaid = unwrap(
      await kit.api.listAllOrdersPage({ ...firstPage(tag), status: 'paid' }),
      'paid',
    );
    expect(onlyPaid).toMatchObject({ total: 1, items: [{ _id: paid._id, status: 'paid' }] });
  });

  describe('refuses a page it cannot give, saying why', () => {
    it.each([
      [{ page: 0, pageSize: 20, q: '' }, 'page must be a whole number from 1 to 1000000'],
      [{ page: 1, pageSize: 101, q: '' }, 'pageSize must be a whole number from 1 to 100'],
      [{ page: 1, pageSize: 20, q: 'x'.repeat(101) }, 'q must be 100 characters or fewer'],
    ])('%o', async (query, message) => {
      await kit.actAs('admin');
      expectRefusal(await kit.api.listToolsPage(query), 'invalid', message);
      expectRefusal(await kit.api.listUsersPage(query), 'invalid', message);
      expectRefusal(await kit.api.listAllOrdersPage(query), 'invalid', message);
    });
  });
}
