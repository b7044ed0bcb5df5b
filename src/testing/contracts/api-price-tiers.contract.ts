// Quantity price tiers: the admin sets them with a tool or later, the catalogue shows them,
// every line is priced at its quantity's tier, and the amount paid is the order's total.
import { beforeEach, expect, it } from 'vitest';
import { UNIT_PRICE_NOT_CENTS } from '../../domain/price-tiers';
import type { Tool } from '../../domain/tool';
import {
  ApiContractKit,
  CONTACT,
  CONTRACT_TOOL,
  expectRefusal,
  UNKNOWN_ID,
  unwrap,
  type ApiContractSubject,
} from './api-contract-kit';

/** The example: 1–99 at $12, 100–499 at $10.80, 500+ at $9.60. */
const TIERS = [
  { fromQty: 100, price: 10.8 },
  { fromQty: 500, price: 9.6 },
];

export function describeApiPriceTiersContract(
  makeSubject: () => ApiContractSubject | Promise<ApiContractSubject>,
): void {
  let kit: ApiContractKit;
  let roller: Tool;
  beforeEach(async () => {
    kit = new ApiContractKit(await makeSubject());
    roller = await kit.addTool({ minQty: 1, availableQty: 1000, price: 12, tiers: TIERS });
  });

  it('answers a tool’s tiers with the catalogue, and none for a tool without', async () => {
    expect(roller.tiers).toEqual(TIERS);
    await kit.actAs('anonymous');
    const listed = unwrap(await kit.api.listTools(), 'listTools');
    expect(listed.find((tool) => tool._id === roller._id)?.tiers).toEqual(TIERS);
    expect((await kit.addTool()).tiers).toEqual([]);
  });

  it('prices each line at its quantity’s tier, across a break, and charges the total', async () => {
    const brush = await kit.addTool({ name: 'Tier Brush', minQty: 1, price: 5, availableQty: 50 });
    await kit.actAs('customer');
    const order = unwrap(
      await kit.api.checkOut({
        lines: [
          { toolId: roller._id, qty: 101 },
          { toolId: brush._id, qty: 3 },
        ],
        ...CONTACT,
      }),
      'checkOut',
    );
    const placed = unwrap(await kit.api.getOrder(order._id), 'getOrder');
    expect(placed.lines).toMatchObject([
      { qty: 101, unitPrice: 10.8, total: 1090.8 },
      { qty: 3, unitPrice: 5, total: 15 },
    ]);
    expect(placed.toolPrice).toBe(1105.8);
    // The payment is recorded only when the amount charged is the total in cents.
    await kit.payOrder('customer', placed._id);
    expect((await kit.order(placed._id)).paid).toBe(true);
  });

  it.each([
    [99, 1188],
    [100, 1080],
    [499, 5389.2],
    [500, 4800],
    [1000, 9600],
  ])('prices one line of %i at the tier in force: $%d', async (qty, total) => {
    // What the customer holds unpaid elsewhere counts against a large order.
    await kit.removeUnpaidOrders('customer');
    const order = await kit.placeOrder('customer', roller._id, qty);
    expect(order.toolPrice).toBe(total);
  });

  it('lets the admin change a tool’s tiers, and refuses bad ones with a sentence', async () => {
    await kit.actAs('admin');
    const cheaper = [{ fromQty: 50, price: 11.5 }];
    expect(unwrap(await kit.api.setToolTiers(roller._id, cheaper), 'setToolTiers')).toEqual({
      modifiedCount: 1,
    });
    expect((await kit.tool(roller._id)).tiers).toEqual(cheaper);

    const overlapping = [
      { fromQty: 100, price: 10 },
      { fromQty: 100, price: 9 },
    ];
    expectRefusal(
      await kit.api.setToolTiers(roller._id, overlapping),
      'invalid',
      'Price tier 2: Another tier already starts at 100; each tier needs its own From quantity',
    );
    expectRefusal(
      await kit.api.setToolTiers(roller._id, [{ fromQty: 10, price: 0 }]),
      'invalid',
      'Price tier 1: Unit price must be more than $0.00',
    );
    expectRefusal(
      await kit.api.setToolTiers(roller._id, [{ fromQty: 10, price: 1_000_000 }]),
      'invalid',
      'Price tier 1: Unit price can be at most $999,999.00, the largest order total',
    );
    expectRefusal(await kit.api.setToolTiers(UNKNOWN_ID, cheaper), 'not-found');
    // Nothing changed.
    expect((await kit.tool(roller._id)).tiers).toEqual(cheaper);

    const placed = await kit.placeOrder('customer', roller._id, 50);
    expect(placed.toolPrice).toBe(575);
  });

  it('refuses a tier that rounding would make free or as dear as the base (issue 21)', async () => {
    await kit.actAs('admin');
    const ten = await kit.addTool({ name: 'Ten Dollar Roller', price: 10, minQty: 1 });
    for (const [tool, price] of [
      [roller, 1e-9],
      [roller, 0.004],
      [ten, 9.999999999],
      [ten, 9.995],
    ] as const) {
      expectRefusal(
        await kit.api.setToolTiers(tool._id, [{ fromQty: 5, price }]),
        'invalid',
        `Price tier 1: ${UNIT_PRICE_NOT_CENTS}`,
      );
    }
    expect((await kit.tool(roller._id)).tiers).toEqual(TIERS);
    expect((await kit.tool(ten._id)).tiers).toEqual([]);
    const before = unwrap(await kit.api.listTools(), 'listTools').length;
    expectRefusal(
      await kit.api.addTool({ ...CONTRACT_TOOL, minQty: 1, tiers: [{ fromQty: 5, price: 1e-9 }] }),
      'invalid',
      `Price tier 1: ${UNIT_PRICE_NOT_CENTS}`,
    );
    expect(unwrap(await kit.api.listTools(), 'listTools')).toHaveLength(before);
    // A cent is the least a tier may cost, and 50 units of it are 50 cents, not $0.00.
    unwrap(await kit.api.setToolTiers(ten._id, [{ fromQty: 5, price: 0.01 }]), 'setToolTiers');
    expect((await kit.placeOrder('customer', ten._id, 50)).toolPrice).toBe(0.5);
  });

  it('refuses bad tiers on a new tool with a sentence, adding nothing', async () => {
    await kit.actAs('admin');
    const before = unwrap(await kit.api.listTools(), 'listTools').length;
    expectRefusal(
      await kit.api.addTool({
        name: 'Gap Roller',
        img: '/images/paint-roller.svg',
        description: 'd',
        minQty: 10,
        availableQty: 100,
        price: 12,
        tiers: [{ fromQty: 5, price: 10 }],
      }),
      'invalid',
      'Price tier 1: From quantity must be more than the minimum quantity (10), which the base price covers',
    );
    expect(unwrap(await kit.api.listTools(), 'listTools')).toHaveLength(before);
  });

  it('lets only an admin change tiers', async () => {
    await kit.actAs('customer');
    expectRefusal(await kit.api.setToolTiers(roller._id, []), 'forbidden');
    await kit.actAs('anonymous');
    expect(await kit.api.setToolTiers(roller._id, [])).toMatchObject({
      ok: false,
      error: { kind: 'unauthorized' },
    });
  });
}
