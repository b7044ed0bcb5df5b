// Every call that takes a whole number reads it by one rule, digits only (issue 21):
// "0x10", "0b101", "0o17", "1e3" and "+7" are what Number() alone reads as 16, 5, 15, 1000
// and 7. Each is refused with the field's sentence, and nothing changes.
import { beforeEach, describe, expect, it } from 'vitest';
import type { NewToolInput, Tool } from '../../domain/tool';
import {
  ApiContractKit,
  CONTACT,
  CONTRACT_TOOL,
  expectRefusal,
  unwrap,
  untyped,
  type ApiContractSubject,
} from './api-contract-kit';

const NOTATIONS = ['0x10', '0b101', '0o17', '1e3', '+7'];

/** Text where the port's types say number: what a caller outside TypeScript can send. */
const text = (raw: string): number => raw as unknown as number;

export function describeApiWholeNumbersContract(
  makeSubject: () => ApiContractSubject | Promise<ApiContractSubject>,
): void {
  let kit: ApiContractKit;
  let roller: Tool;
  beforeEach(async () => {
    kit = new ApiContractKit(await makeSubject());
    roller = await kit.addTool({ minQty: 1, availableQty: 5_000 });
  });

  describe.each(NOTATIONS)('%j', (raw) => {
    it('is no quantity in the cart, a checkout or an order', async () => {
      await kit.actAs('customer');
      unwrap(await kit.api.addToCart({ toolId: roller._id, qty: 2 }), 'addToCart');
      const sentence = 'Quantity must be a whole number';
      expectRefusal(
        await kit.api.addToCart({ toolId: roller._id, qty: text(raw) }),
        'invalid',
        sentence,
      );
      expectRefusal(await kit.api.setCartQty(roller._id, text(raw)), 'invalid', sentence);
      expectRefusal(
        await kit.api.checkOut({ lines: [{ toolId: roller._id, qty: text(raw) }], ...CONTACT }),
        'invalid',
        sentence,
      );
      expectRefusal(
        await kit.api.placeOrder({ toolId: roller._id, toolQty: text(raw), ...CONTACT }),
        'invalid',
        sentence,
      );
      const cart = unwrap(await kit.api.getCart(), 'getCart');
      expect(cart.lines.map((line) => line.qty)).toEqual([2]);
      expect((await kit.tool(roller._id)).availableQty).toBe(5_000);
    });

    it('is no quantity in a request for a quote', async () => {
      expectRefusal(
        await kit.api.requestQuote({
          name: 'Casey',
          email: 'casey@example.test',
          message: 'How much?',
          lines: [{ toolId: roller._id, qty: text(raw) }],
        }),
        'invalid',
        'Quantity must be a whole number',
      );
    });

    it('is no number of a new tool, an edit or a tier', async () => {
      await kit.actAs('admin');
      const before = unwrap(await kit.api.listTools(), 'listTools').length;
      for (const [field, label] of [
        ['minQty', 'Minimum quantity'],
        ['availableQty', 'Available quantity'],
        ['price', 'Price'],
      ] as const) {
        expectRefusal(
          await kit.api.addTool(untyped<NewToolInput>({ ...CONTRACT_TOOL, [field]: raw })),
          'invalid',
          `${label} must be a whole number`,
        );
        expectRefusal(
          await kit.api.editTool(roller._id, { [field]: raw }),
          'invalid',
          `${label} must be a whole number`,
        );
      }
      expectRefusal(
        await kit.api.editTool(roller._id, { lowStockThreshold: text(raw) }),
        'invalid',
        'Low-stock threshold must be a whole number',
      );
      expectRefusal(
        await kit.api.setToolTiers(roller._id, [{ fromQty: text(raw), price: 5 }]),
        'invalid',
        'Price tier 1: From quantity must be a whole number',
      );
      expect(unwrap(await kit.api.listTools(), 'listTools')).toHaveLength(before);
      expect(await kit.tool(roller._id)).toEqual(roller);
    });
  });

  it('still takes digits typed into a form', async () => {
    await kit.actAs('customer');
    const cart = unwrap(
      await kit.api.addToCart({ toolId: roller._id, qty: text(' 16 ') }),
      'addToCart',
    );
    expect(cart.lines.map((line) => line.qty)).toEqual([16]);
  });
}
