// The catalogue's search, filters and orders, the same on the API server and the in-memory
// API. Each test tags its tools (in the description: the search looks there too), so a
// shared database's other rows never match.
import { beforeEach, expect, it } from 'vitest';
import type { ToolPageQuery } from '../../domain/tool-search';
import { ApiContractKit, expectRefusal, unwrap, type ApiContractSubject } from './api-contract-kit';

export function describeApiCatalogueSearchContract(
  makeSubject: () => ApiContractSubject | Promise<ApiContractSubject>,
): void {
  let kit: ApiContractKit;
  let tag: string;
  beforeEach(async () => {
    kit = new ApiContractKit(await makeSubject());
    tag = `cs${crypto.randomUUID().slice(0, 8)}`;
  });

  async function addTools() {
    const tools = [
      { name: 'Search Sash Brush', price: 12, availableQty: 100 },
      { name: 'search foam roller', price: 4, availableQty: 100 },
      { name: 'Search Sprayer 50%', price: 300, availableQty: 15 },
    ];
    const added = [];
    for (const tool of tools) {
      added.push(
        await kit.addTool({ ...tool, minQty: 10, description: `Tagged ${tag} for the search` }),
      );
    }
    // An order leaves the sprayer 5 units, below its minimum of 10: out of stock.
    await kit.placeOrder('customer', added[2]?._id ?? '', 10);
    await kit.actAs('anonymous');
  }

  const names = async (query: Partial<ToolPageQuery>) =>
    unwrap(
      await kit.api.listToolsPage({ page: 1, pageSize: 20, q: tag.toUpperCase(), ...query }),
      'listToolsPage',
    ).items.map((tool) => tool.name);

  it('finds tools by description, sorted by price or by name', async () => {
    await addTools();
    expect(await names({ sort: 'price-asc' })).toEqual([
      'search foam roller',
      'Search Sash Brush',
      'Search Sprayer 50%',
    ]);
    expect(await names({ sort: 'price-desc' })).toEqual([
      'Search Sprayer 50%',
      'Search Sash Brush',
      'search foam roller',
    ]);
    expect(await names({ sort: 'name-desc' })).toEqual([
      'Search Sprayer 50%',
      'Search Sash Brush',
      'search foam roller',
    ]);
  });

  it('filters by price range, bounds included, and by stock', async () => {
    await addTools();
    expect(await names({ minPrice: 4, maxPrice: 12, sort: 'name-asc' })).toEqual([
      'search foam roller',
      'Search Sash Brush',
    ]);
    expect(await names({ inStock: true, minPrice: 5 })).toEqual(['Search Sash Brush']);
    expect(await names({ q: `${tag} 50%` })).toEqual([]);
  });

  it('takes price bounds with cents, a whole-dollar price inside them or not', async () => {
    await addTools();
    expect(await names({ minPrice: 3.99, maxPrice: 12.5, sort: 'name-asc' })).toEqual([
      'search foam roller',
      'Search Sash Brush',
    ]);
    expect(await names({ minPrice: 4.01, maxPrice: 11.99 })).toEqual([]);
    expect(await names({ minPrice: 12.01 })).toEqual(['Search Sprayer 50%']);
  });

  it.each<[Partial<ToolPageQuery>, string]>([
    [{ minPrice: 20, maxPrice: 10 }, 'minPrice cannot be more than maxPrice'],
    [{ minPrice: -1 }, 'minPrice must be an amount in dollars from 0 to 999999, like 12.50'],
    [{ maxPrice: 1.505 }, 'maxPrice must be an amount in dollars from 0 to 999999, like 12.50'],
  ])('refuses %o, naming the parameter', async (query, message) => {
    expectRefusal(
      await kit.api.listToolsPage({ page: 1, pageSize: 20, q: '', ...query }),
      'invalid',
      message,
    );
  });
}
