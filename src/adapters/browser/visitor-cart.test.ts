// A visitor's cart, kept in the browser: the cart's use cases over local storage and the
// public catalogue, so the rules and sentences are the account cart's.
import { describe, expect, it } from 'vitest';
import { CART_FULL, MAX_CART_LINES } from '../../domain/cart';
import { aboveAvailableMessage, belowMinimumMessage } from '../../domain/quantity';
import { fail } from '../../domain/result';
import { DEMO_TOOL_IDS } from '../../seed/demo-store';
import { demoTool } from '../../testing/demo-tools';
import { createMemoryWorld } from '../memory/memory-world';
import { StorageInMemory } from '../memory/storage.in-memory';
import { catalogueOver, createVisitorCart } from './visitor-cart';
import { VISITOR_CART_KEY } from './visitor-cart-storage';

const roller = demoTool(DEMO_TOOL_IDS.paintRoller);

function memoryStorage(initial: Record<string, string> = {}): StorageInMemory {
  const storage = new StorageInMemory();
  for (const [key, value] of Object.entries(initial)) storage.setItem(key, value);
  return storage;
}

function visitorCart(storage = memoryStorage()) {
  const world = createMemoryWorld();
  return { cart: createVisitorCart(() => storage, catalogueOver(world.api)), storage, world };
}

describe("a visitor's cart", () => {
  it('keeps what is added in the browser, priced by the tool as it is now', async () => {
    const { cart, storage } = visitorCart();

    const added = await cart.addToCart({ toolId: roller._id, qty: 12 });

    expect(added.ok && added.value.lines).toEqual([
      expect.objectContaining({ toolId: roller._id, qty: 12, unitPrice: 12, total: 144 }),
    ]);
    expect(JSON.parse(storage.items.get(VISITOR_CART_KEY) ?? '[]')).toEqual([
      { toolId: roller._id, toolName: roller.name, qty: 12 },
    ]);
    expect(cart.lines()).toEqual([{ toolId: roller._id, qty: 12 }]);
  });

  it('refuses with the sentences of the account cart, and changes nothing', async () => {
    const { cart } = visitorCart();
    await cart.addToCart({ toolId: roller._id, qty: 10 });

    const below = await cart.setCartQty(roller._id, roller.minQty - 1);
    const above = await cart.addToCart({ toolId: roller._id, qty: roller.availableQty });

    expect(below).toEqual(fail(expect.objectContaining({ message: belowMinimumMessage(roller) })));
    expect(above).toEqual(
      fail(expect.objectContaining({ message: aboveAvailableMessage(roller) })),
    );
    expect(cart.lines()).toEqual([{ toolId: roller._id, qty: 10 }]);
  });

  it(`holds at most ${MAX_CART_LINES} tools`, async () => {
    const kept = Array.from({ length: MAX_CART_LINES }, (_, n) => ({
      toolId: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
      toolName: `Tool ${n}`,
      qty: 1,
    }));
    const { cart } = visitorCart(memoryStorage({ [VISITOR_CART_KEY]: JSON.stringify(kept) }));

    const added = await cart.addToCart({ toolId: roller._id, qty: 10 });

    expect(added).toEqual(fail(expect.objectContaining({ message: CART_FULL })));
  });

  it('marks a line whose tool is no longer sold', async () => {
    const { cart, world } = visitorCart();
    await cart.addToCart({ toolId: roller._id, qty: 10 });
    await world.signInAs('admin');
    await world.api.deleteTool(roller._id);

    const shown = await cart.getCart();

    expect(shown.ok && shown.value.lines[0]?.problem).toMatch(/no longer sold/);
  });

  it('drops what it cannot read from storage instead of failing', async () => {
    const storage = memoryStorage({
      [VISITOR_CART_KEY]: JSON.stringify([
        { toolId: 'x' },
        'junk',
        { toolId: roller._id, toolName: roller.name, qty: 10 },
      ]),
    });
    const { cart } = visitorCart(storage);

    expect(cart.lines()).toEqual([{ toolId: roller._id, qty: 10 }]);
    storage.items.set(VISITOR_CART_KEY, '{not json');
    expect(cart.lines()).toEqual([]);
  });

  it('keeps the lines for the tab when storage refuses to write', async () => {
    const storage = memoryStorage();
    storage.setItem = () => {
      throw new DOMException('Quota exceeded', 'QuotaExceededError');
    };
    const { cart } = visitorCart(storage);

    const added = await cart.addToCart({ toolId: roller._id, qty: 10 });

    expect(added.ok).toBe(true);
    expect(cart.lines()).toEqual([{ toolId: roller._id, qty: 10 }]);
  });

  it('answers why when the catalogue cannot be reached, and keeps the cart', async () => {
    const storage = memoryStorage();
    const world = createMemoryWorld();
    let reachable = true;
    const cart = createVisitorCart(
      () => storage,
      catalogueOver({
        getTool: (id) =>
          reachable ? world.api.getTool(id) : Promise.resolve(fail({ kind: 'network' as const })),
      }),
    );
    await cart.addToCart({ toolId: roller._id, qty: 10 });
    reachable = false;

    expect(await cart.getCart()).toEqual(fail({ kind: 'network' }));
    expect(await cart.setCartQty(roller._id, 20)).toEqual(fail({ kind: 'network' }));
    expect(cart.lines()).toEqual([{ toolId: roller._id, qty: 10 }]);
  });

  it('is empty once cleared', async () => {
    const { cart, storage } = visitorCart();
    await cart.addToCart({ toolId: roller._id, qty: 10 });

    cart.clear();

    expect(cart.lines()).toEqual([]);
    expect(storage.items.has(VISITOR_CART_KEY)).toBe(false);
  });
});
