// Editing a tool and uploading its image: an admin changes any editable field and every
// reader sees it, orders placed keep their prices, each bad edit or file is refused with a
// sentence and changes nothing, and only an admin may do either.
import { beforeEach, expect, it } from 'vitest';
import { NOT_AN_IMAGE, SVG_WITH_SCRIPT } from '../../domain/image-upload';
import { isLowStock } from '../../domain/tool-edit';
import type { Tool } from '../../domain/tool';
import {
  ApiContractKit,
  expectRefusal,
  UNKNOWN_ID,
  unwrap,
  untyped,
  type ApiContractSubject,
} from './api-contract-kit';

/** An 8×8 orange PNG. */
const PNG = Uint8Array.from(
  atob(
    'iVBORw0KGgoAAAANSUhEUgAAAAgAAAAICAIAAABLbSncAAAAEUlEQVR4nGN4kCWDFTEMLQkAKdVZgZ/YYewAAAAASUVORK5CYII=',
  ),
  (c) => c.charCodeAt(0),
);
const file = (content: BlobPart, type: string) => new Blob([content], { type });

export function describeApiToolAdminContract(
  makeSubject: () => ApiContractSubject | Promise<ApiContractSubject>,
): void {
  let kit: ApiContractKit;
  let tool: Tool;
  beforeEach(async () => {
    kit = new ApiContractKit(await makeSubject());
    tool = await kit.addTool({ minQty: 2, availableQty: 50, price: 7 });
  });

  it('lets an admin change price, stock and threshold, which every reader then sees', async () => {
    await kit.actAs('admin');
    const edited = await kit.api.editTool(tool._id, {
      price: 9,
      availableQty: 12,
      lowStockThreshold: 12,
    });
    expect(unwrap(edited, 'editTool')).toEqual({ modifiedCount: 1 });
    await kit.actAs('anonymous');
    const seen = await kit.tool(tool._id);
    expect(seen).toMatchObject({ price: 9, availableQty: 12, lowStockThreshold: 12 });
    expect(isLowStock(seen)).toBe(true);
    const listed = unwrap(await kit.api.listTools(), 'listTools').find((t) => t._id === tool._id);
    expect(listed).toMatchObject({ price: 9, availableQty: 12 });
  });

  it('keeps the price of an order placed before the edit', async () => {
    const order = await kit.placeOrder('customer', tool._id, 2);
    await kit.actAs('admin');
    unwrap(await kit.api.editTool(tool._id, { price: 70 }), 'editTool');
    expect((await kit.order(order._id)).toolPrice).toBe(14);
  });

  it('refuses a bad edit with the domain’s sentence, changing nothing', async () => {
    await kit.actAs('admin');
    expectRefusal(
      await kit.api.editTool(tool._id, { price: 20, availableQty: 1 }),
      'invalid',
      'Minimum quantity cannot be more than the available quantity',
    );
    expectRefusal(
      await kit.api.editTool(tool._id, untyped({ price: 0 })),
      'invalid',
      'Price must be at least 1',
    );
    expect(await kit.tool(tool._id)).toMatchObject({ price: 7, availableQty: 50 });
    expectRefusal(await kit.api.editTool(UNKNOWN_ID, { price: 3 }), 'not-found');
    expectRefusal(await kit.api.editTool('not-an-id', { price: 3 }), 'not-found');
  });

  it('lets only an admin edit', async () => {
    await kit.actAs('customer');
    expectRefusal(await kit.api.editTool(tool._id, { price: 1 }), 'forbidden');
    await kit.actAs('anonymous');
    expect(await kit.api.editTool(tool._id, { price: 1 })).toMatchObject({
      ok: false,
      error: { kind: 'unauthorized' },
    });
    expect((await kit.tool(tool._id)).price).toBe(7);
  });

  it('keeps an uploaded image once under its content, for a tool to use', async () => {
    await kit.actAs('admin');
    const first = unwrap(await kit.api.uploadImage(file(PNG, 'image/png')), 'uploadImage');
    expect(first.url).toMatch(/\/images\/[0-9a-f]{64}$/);
    const again = unwrap(await kit.api.uploadImage(file(PNG, 'image/png')), 'uploadImage');
    expect(again).toEqual(first);
    unwrap(await kit.api.editTool(tool._id, { img: first.url }), 'editTool');
    expect((await kit.tool(tool._id)).img).toBe(first.url);
  });

  it('refuses a file that is not an image by its content, or an SVG with script', async () => {
    await kit.actAs('admin');
    expectRefusal(await kit.api.uploadImage(file('hello', 'image/png')), 'invalid', NOT_AN_IMAGE);
    const scripted = '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>';
    expectRefusal(
      await kit.api.uploadImage(file(scripted, 'image/svg+xml')),
      'invalid',
      SVG_WITH_SCRIPT,
    );
  });

  it('lets only an admin upload', async () => {
    await kit.actAs('customer');
    expectRefusal(await kit.api.uploadImage(file(PNG, 'image/png')), 'forbidden');
  });
}
