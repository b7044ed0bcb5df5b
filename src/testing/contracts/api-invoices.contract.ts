// Invoices: a paid order has one, numbered and saved as a PDF by its buyer or an admin; an
// unpaid order has none, and nobody else can tell whether a stranger's exists.
import { beforeEach, expect, it } from 'vitest';
import type { Tool } from '../../domain/tool';
import {
  ApiContractKit,
  expectRefusal,
  UNKNOWN_ID,
  unwrap,
  type ApiContractSubject,
} from './api-contract-kit';

const INVOICE_NUMBER = /^INV-\d{4}-\d{6,}$/;

const bytesOf = async (file: Blob) => new Uint8Array(await file.arrayBuffer());
const header = (bytes: Uint8Array) => String.fromCharCode(...bytes.slice(0, 5));

export function describeApiInvoicesContract(
  makeSubject: () => ApiContractSubject | Promise<ApiContractSubject>,
): void {
  let kit: ApiContractKit;
  let tool: Tool;
  beforeEach(async () => {
    kit = new ApiContractKit(await makeSubject());
    tool = await kit.addTool();
  });

  it('is issued when the order is paid, and the order names it', async () => {
    const order = await kit.placeOrder('customer', tool._id, tool.minQty);
    expect(order.invoiceNumber).toBeUndefined();
    expectRefusal(await kit.api.downloadInvoice(order._id), 'not-found');

    await kit.payOrder('customer', order._id);
    const paid = await kit.order(order._id);
    expect(paid.invoiceNumber).toMatch(INVOICE_NUMBER);
    const later = await kit.placeOrder('customer', tool._id, tool.minQty);
    await kit.payOrder('customer', later._id);
    const laterNumber = (await kit.order(later._id)).invoiceNumber ?? '';
    expect(laterNumber > (paid.invoiceNumber ?? '')).toBe(true);
  });

  it('downloads as the same PDF for its buyer and for an admin', async () => {
    const order = await kit.placeOrder('customer', tool._id, tool.minQty);
    await kit.payOrder('customer', order._id);
    await kit.actAs('customer');
    const mine = unwrap(await kit.api.downloadInvoice(order._id), 'Downloading the invoice');
    expect(mine.type).toBe('application/pdf');
    const bytes = await bytesOf(mine);
    expect(header(bytes)).toBe('%PDF-');
    await kit.actAs('admin');
    const admins = unwrap(await kit.api.downloadInvoice(order._id), 'Downloading as an admin');
    expect(await bytesOf(admins)).toEqual(bytes);
  });

  it('is not found for another customer, for an unknown order, and needs a sign-in', async () => {
    const order = await kit.placeOrder('customer', tool._id, tool.minQty);
    await kit.payOrder('customer', order._id);
    await kit.actAs('otherCustomer');
    expectRefusal(await kit.api.downloadInvoice(order._id), 'not-found');
    expectRefusal(await kit.api.downloadInvoice(UNKNOWN_ID), 'not-found');
    await kit.actAs('anonymous');
    expect(await kit.api.downloadInvoice(order._id)).toMatchObject({
      ok: false,
      error: { kind: 'unauthorized' },
    });
  });
}
