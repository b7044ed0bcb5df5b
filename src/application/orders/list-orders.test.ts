// Every order (`GET /orders`): the warehouse's list is selected by the store, paged or not,
// so that the orders it may not see are never read for it.
import { describe, expect, it } from 'vitest';
import type { WarehouseReach } from '../../domain/warehouse-orders';
import type { OrderLists } from '../ports/order-lists.port';
import type { Viewer } from '../viewer';
import { listAllOrders } from './list-orders';

const SHIPPER = 'shipper@paintco.test';

const viewer = (role?: 'warehouse'): Viewer => ({
  email: SHIPPER,
  isAdmin: true,
  role,
  adminNeedsVerifiedEmail: false,
});

/** A store that answers nothing and keeps the reach each list was asked for. */
function askedStore() {
  const asked: (WarehouseReach | undefined)[] = [];
  const store: Pick<OrderLists, 'listAll' | 'findPage'> = {
    listAll: async (reach) => {
      asked.push(reach);
      return [];
    },
    findPage: async (query, reach) => {
      asked.push(reach);
      return { items: [], total: 0, page: query.page, pageSize: query.pageSize };
    },
  };
  return { store, asked };
}

describe('every order', () => {
  it("asks the store for the warehouse's orders alone, unpaged as paged", async () => {
    const { store, asked } = askedStore();

    await listAllOrders(store, viewer('warehouse'), {});
    await listAllOrders(store, viewer('warehouse'), { page: '1', pageSize: '20' });

    expect(asked).toEqual([{ reader: SHIPPER }, { reader: SHIPPER }]);
  });

  it('asks the store for every order for an admin', async () => {
    const { store, asked } = askedStore();

    await listAllOrders(store, viewer(), {});
    await listAllOrders(store, viewer(), { page: '1', pageSize: '20' });

    expect(asked).toEqual([undefined, undefined]);
  });
});
