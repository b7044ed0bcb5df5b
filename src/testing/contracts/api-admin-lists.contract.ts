// The admin lists by page: Make Admin's users, Manage Product's tools, Manage Orders'
// orders, Manage Quotes' quotes and Manage Reviews' reviews, searched and paged the same way
// by the API server and the in-memory API. Each
// test names its rows with a fresh tag, so a shared database's other rows never match.
import { beforeEach, describe, expect, it } from 'vitest';
import { DEFAULT_PAGE_SIZE } from '../../domain/page';
import { quoteReference } from '../../domain/quote';
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

  it('finds quotes by tool, company or reference, of one status, a page at a time', async () => {
    const tool = await kit.addTool({ name: `Quote Roller ${tag}` });
    await kit.actAs('customer');
    const byTool = unwrap(
      await kit.api.requestQuote({
        name: 'Casey',
        email: 'casey@example.test',
        message: 'For May',
        lines: [{ toolId: tool._id, qty: 20 }],
      }),
      'asking for the roller',
    );
    await kit.actAs('anonymous');
    const byCompany = unwrap(
      await kit.api.requestQuote({
        name: 'Jordan',
        email: 'jordan@crew.test',
        company: `Crew ${tag}`,
        message: 'Brushes, please',
      }),
      'asking as a company',
    );
    await kit.actAs('customer');
    expectRefusal(await kit.api.listQuotesPage(firstPage(tag)), 'forbidden');

    await kit.actAs('admin');
    const first = unwrap(await kit.api.listQuotesPage(firstPage(tag.toUpperCase(), 1)), 'page 1');
    const second = unwrap(await kit.api.listQuotesPage({ ...firstPage(tag, 1), page: 2 }), '2');
    expect(first).toMatchObject({ total: 2, page: 1, pageSize: 1 });
    // Each on one page (a fixed clock may give both the same moment: the id breaks the tie).
    expect([...first.items, ...second.items].map((quote) => quote._id).sort()).toEqual(
      [byCompany._id, byTool._id].sort(),
    );
    const byReference = unwrap(
      await kit.api.listQuotesPage(firstPage(quoteReference(byTool).toLowerCase())),
      'by reference',
    );
    expect(byReference.items.map((quote) => quote._id)).toEqual([byTool._id]);

    unwrap(
      await kit.api.priceQuote(byTool._id, { unitPrices: [5], expiresAt: '2099-12-31' }),
      'pricing',
    );
    const quoted = unwrap(
      await kit.api.listQuotesPage({ ...firstPage(tag), status: 'quoted' }),
      'quoted',
    );
    expect(quoted).toMatchObject({ total: 1, items: [{ _id: byTool._id, status: 'quoted' }] });
    const fresh = unwrap(await kit.api.listQuotesPage({ ...firstPage(tag), status: 'new' }), 'new');
    expect(fresh.items.map((quote) => quote._id)).toEqual([byCompany._id]);
  });

  it('finds reviews by message, hidden ones too, for admins only', async () => {
    await kit.actAs('customer');
    unwrap(await kit.api.addReview({ rating: '5', message: `Great rollers ${tag}` }), 'reviewing');
    expectRefusal(await kit.api.listAllReviewsPage(firstPage(tag)), 'forbidden');
    await kit.actAs('admin');
    const found = unwrap(await kit.api.listAllReviewsPage(firstPage(tag.toUpperCase())), 'tag');
    expect(found).toMatchObject({ total: 1, page: 1 });
    const [review] = found.items;
    if (!review) throw new Error('the review was found');
    expect(review.message).toBe(`Great rollers ${tag}`);
    unwrap(await kit.api.setReviewHidden(review._id, true), 'hiding');
    expect(unwrap(await kit.api.listAllReviewsPage(firstPage(tag)), 'hidden').items).toMatchObject([
      { _id: review._id, hidden: true },
    ]);
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
      expectRefusal(await kit.api.listQuotesPage(query), 'invalid', message);
      expectRefusal(await kit.api.listAllReviewsPage(query), 'invalid', message);
      expectRefusal(await kit.api.listCompaniesPage(query), 'invalid', message);
    });
  });
}
