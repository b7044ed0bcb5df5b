import { describe, expect, it } from 'vitest';
import { orderPageRights } from './routes/_authenticated/dashboard/-order-page-rights';

describe("what each reader of an order's page may see and do", () => {
  it('lets the warehouse ship, without reading refunds, returns or the invoice', () => {
    expect(orderPageRights('warehouse')).toEqual({
      viewer: 'admin',
      ships: true,
      refunds: false,
      takesReturnSteps: false,
      readsMoney: false,
      readsReturns: false,
    });
  });

  it('lets finance refund and read the money, not ship', () => {
    expect(orderPageRights('finance')).toMatchObject({
      ships: false,
      refunds: true,
      readsMoney: true,
    });
  });

  it('gives the admin every part, and a customer their own order as a customer', () => {
    expect(orderPageRights('admin')).toMatchObject({
      ships: true,
      refunds: true,
      takesReturnSteps: true,
    });
    expect(orderPageRights('customer')).toEqual({
      viewer: 'customer',
      ships: false,
      refunds: false,
      takesReturnSteps: false,
      readsMoney: true,
      readsReturns: true,
    });
  });
});
