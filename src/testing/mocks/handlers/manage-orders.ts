// msw handlers of GET /orders, PUT /order/{id} (ship) and DELETE /order/{id} (cancel) for
// the page's stories and tests: one order in each state, from two customers.
import { delay, http, HttpResponse } from 'msw';
import type { Order } from '../../../domain/order';
import { MOCK_API } from '../../http-api';

const casey = {
  name: 'Casey Customer',
  email: 'casey@paintco.test',
  address: '18 Brush Lane, Columbus, OH 43004',
  phone: '+1 614 555 0142',
};
const robin = {
  name: 'Robin Roller',
  email: 'robin@paintco.test',
  address: '7 Primer Court, Dayton, OH 45402',
  phone: '+1 937 555 0199',
};

export const sampleOrders: readonly Order[] = [
  {
    _id: 'order-unpaid',
    toolId: 'tool-roller',
    toolName: 'Pro Paint Roller 9"',
    toolQty: 150,
    toolPrice: 1800,
    toolImg: '/images/tools/roller-cover.svg',
    ...casey,
    paid: false,
    status: 'unpaid',
  },
  {
    _id: 'order-paid',
    toolId: 'tool-brush',
    toolName: 'Flat Wall Brush 4"',
    toolQty: 60,
    toolPrice: 540,
    toolImg: '/images/tools/angled-sash-brush.svg',
    ...robin,
    paid: true,
    transactionId: 'pi_story_paid',
    status: 'paid',
  },
  {
    _id: 'order-shipped',
    toolId: 'tool-sprayer',
    toolName: 'HVLP Spray Gun',
    toolQty: 5,
    toolPrice: 475,
    toolImg: '/images/tools/hvlp-spray-gun.svg',
    ...casey,
    paid: true,
    transactionId: 'pi_story_shipped',
    status: 'shipped',
  },
];

const broken = () =>
  HttpResponse.json({ message: 'The store ran into a problem.' }, { status: 500 });

export const manageOrdersHandlers = {
  /** All orders; shipping and cancelling change what the next list shows. */
  served: (initial: readonly Order[] = sampleOrders) => {
    let orders = initial.map((order) => ({ ...order }));
    return [
      http.get(`${MOCK_API}/orders`, () => HttpResponse.json(orders)),
      http.put(`${MOCK_API}/order/:id`, ({ params }) => {
        orders = orders.map((order) =>
          order._id === params.id ? { ...order, status: 'shipped' as const } : order,
        );
        return HttpResponse.json({ modifiedCount: 1 });
      }),
      http.delete(`${MOCK_API}/order/:id`, ({ params }) => {
        const before = orders.length;
        orders = orders.filter((order) => order._id !== params.id);
        return HttpResponse.json({ deletedCount: before - orders.length });
      }),
    ];
  },
  loading: () => [http.get(`${MOCK_API}/orders`, () => delay('infinite'))],
  failingList: () => [http.get(`${MOCK_API}/orders`, broken)],
  failingChanges: () => [
    http.put(`${MOCK_API}/order/:id`, broken),
    http.delete(`${MOCK_API}/order/:id`, broken),
    ...manageOrdersHandlers.served(),
  ],
  slowShip: () => [
    http.put(`${MOCK_API}/order/:id`, () => delay('infinite')),
    ...manageOrdersHandlers.served(),
  ],
};
