// The inline bootstrap paints the cart's, Manage Orders' and an order's frames from their
// early reads: the words the app's page draws, as text only, and the app still reads the
// whole answer afterwards.
import { render, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { takeStartedReads } from '../adapters/http/early-reads';
import { cartLineOf, cartOf, type Cart } from '../domain/cart';
import type { Order } from '../domain/order';
import type { Page } from '../domain/page';
import type { Tool } from '../domain/tool';
import { ACCESS_TOKEN_KEY, TOKEN_HOLDER_KEY } from '../ports/token-store.port';
import { dateLabel } from '../ui/components/date-text/date-label';
import { loaded, LOADING } from '../ui/data/load-view';
import { CartPage } from '../ui/pages/cart/cart-page';
import { KEPT_ADDRESSES_HINT } from '../ui/pages/cart/early-cart-slots';
import { ManageOrdersPage } from '../ui/pages/manage-orders/manage-orders-page';
import { OrderDetailPage } from '../ui/pages/order-detail/order-detail-page';
import { paintedFrom } from './early-paint';
import { startEarlyReads, type BootstrapWindow } from './early-reads.bootstrap';

const ORIGIN = 'https://shop.test';
const NOW = new Date('2026-11-27T10:00:00Z');
const EMAIL = 'ann@example.test';
const ORDER_ID = '0c9e7b1a-5f3d-4e2b-8a6c-1d2e3f4a5b6c';
const base64Url = (text: string) => Buffer.from(text).toString('base64url');
const TOKEN = [
  base64Url('{"alg":"HS256","typ":"JWT"}'),
  base64Url(JSON.stringify({ sub: EMAIL, uid: 'u-1', exp: NOW.getTime() / 1000 + 86_400 })),
  'c2ln',
].join('.');

const tool = (id: string, name: string, price: number): Tool & { tiers: [] } => ({
  _id: id,
  name,
  img: `https://img.example.test/${id}.png`,
  description: `${name}, for clean lines.`,
  minQty: 10,
  availableQty: 400,
  price,
  tiers: [],
});
const BRUSH = tool('6f1c2a8e-2d4b-4c1e-9a57-0b3c9d2e4f10', 'Angled sash brush', 12);
const ROLLER = tool('7a2d3b9f-3e5c-4d2f-8b68-1c4d0e3f5a21', 'Microfibre roller', 7);

const CART: Cart = cartOf([
  cartLineOf({ toolId: BRUSH._id, qty: 20 }, BRUSH),
  cartLineOf({ toolId: ROLLER._id, qty: 30 }, ROLLER),
]);

const order = (number: number, changes: Partial<Order> = {}): Order => ({
  _id: ORDER_ID,
  number,
  createdAt: '2026-11-26T09:40:00.000Z',
  toolId: BRUSH._id,
  toolName: BRUSH.name,
  toolQty: 20,
  toolPrice: 240,
  toolImg: BRUSH.img,
  lines: [
    {
      toolId: BRUSH._id,
      toolName: BRUSH.name,
      toolImg: BRUSH.img,
      qty: 20,
      unitPrice: 12,
      total: 240,
    },
  ],
  name: 'Ann Example',
  email: EMAIL,
  address: '1 Paint Row, Springfield',
  phone: '+1 555 0100',
  paid: true,
  status: 'paid',
  transactionId: 'pi_3Qx',
  ...changes,
});

/** A page's prerendered frame, as the build writes it. */
function frame(face: ReactNode): HTMLElement {
  const root = document.createElement('div');
  root.id = 'root';
  root.setAttribute('data-frame', '');
  root.innerHTML = renderToString(face);
  document.body.append(root);
  return root;
}

/** Opens `page` with a kept sign-in; each read whose URL holds a key of `answers` gets its body. */
async function open(page: string, answers: Readonly<Record<string, unknown>>) {
  const kept = new Map([
    [ACCESS_TOKEN_KEY, TOKEN],
    [TOKEN_HOLDER_KEY, JSON.stringify({ email: EMAIL, name: 'Ann' })],
  ]);
  const win: BootstrapWindow = {
    location: { origin: ORIGIN, pathname: page, search: '' },
    localStorage: { getItem: (key) => kept.get(key) ?? null },
    fetch: (url) => {
      const read = Object.keys(answers).find((key) => url.includes(key));
      const body = read === undefined ? [] : answers[read];
      return Promise.resolve(new Response(JSON.stringify(body)));
    },
    document,
  };
  startEarlyReads(win, '/api', NOW, paintedFrom);
  const started = takeStartedReads(win);
  const responses = await Promise.all(started.map(({ response }) => response));
  // The painting waits for a copy of each body; the app reads the originals.
  await new Promise((resolve) => setTimeout(resolve, 0));
  return responses;
}

const slot = (root: Element, name: string) =>
  root.querySelector(`[data-early="${name}"]`)?.textContent;

/** Each fact of a list of facts, by its name, as a person reads it. */
const factsOf = (root: Element) =>
  Object.fromEntries(
    Array.from(root.querySelectorAll('dt'), (term) => [
      term.textContent,
      term.nextElementSibling?.textContent?.trim(),
    ]),
  );

afterEach(() => document.body.replaceChildren());

describe('the early paint of the cart', () => {
  it('writes its first lines and its total as the page draws them', async () => {
    const root = frame(<CartPage view={LOADING} />);
    const [cartRead] = await open('/cart', { '/api/cart': CART });
    const page = render(<CartPage view={loaded({ cart: CART })} />).container;
    const lines = within(page).getAllByRole('listitem');
    for (const [row, line] of CART.lines.entries()) {
      expect(slot(root, `line${row}-name`)).toBe(line.toolName);
      expect(
        within(lines[row] as HTMLElement).getByRole('link', { name: line.toolName }),
      ).toBeTruthy();
      const price = slot(root, `line${row}-price`) ?? '';
      expect(within(lines[row] as HTMLElement).getByText(price)).toBeTruthy();
      expect(lines[row]?.textContent).toContain(`Line total ${slot(root, `line${row}-total`)}`);
      expect(root.querySelector(`[data-early="line${row}-img"]`)?.getAttribute('src')).toBe(
        line.toolImg,
      );
    }
    expect(slot(root, 'total')).toBe('$450.00');
    expect(within(page).getByRole('status').textContent).toBe('$450.00');
    expect(await cartRead?.json()).toEqual(CART);
  });

  it('writes the delivery form’s hint when the account keeps addresses, else nothing', async () => {
    const kept = frame(<CartPage view={LOADING} />);
    await open('/cart', {
      '/api/cart': CART,
      '/api/addresses': [{ address: '1 Paint Row', phone: '+1 555 0100' }],
    });
    expect(slot(kept, 'deliveryHint')).toBe(KEPT_ADDRESSES_HINT);
    document.body.replaceChildren();
    const none = frame(<CartPage view={LOADING} />);
    await open('/cart', { '/api/cart': CART, '/api/addresses': [] });
    expect(slot(none, 'deliveryHint')).toBe('');
  });

  it('writes a tool name that looks like HTML as text, adding no element', async () => {
    const root = frame(<CartPage view={LOADING} />);
    const name = '<img src=x onerror="window.hit=1">';
    const elements = root.querySelectorAll('*').length;
    const [first, second] = CART.lines;
    await open('/cart', {
      '/api/cart': { ...CART, lines: [{ ...first, toolName: name }, second] },
    });
    expect(slot(root, 'line0-name')).toBe(name);
    expect(root.querySelectorAll('*')).toHaveLength(elements);
    expect(Reflect.get(window, 'hit')).toBeUndefined();
  });

  // A tool's name that wraps on a phone makes its line taller than its placeholders: shown
  // empty, the lines grew as they filled and moved the delivery column (a layout shift).
  it('keeps its lines unseen until the cart is painted, the delivery column until its hint is', async () => {
    const root = frame(<CartPage view={LOADING} />);
    const held = () =>
      Array.from(root.querySelectorAll('[data-early-hold]'), (part) => part.tagName);
    expect(held()).toEqual(['UL', 'DIV']);
    // The kept addresses unreadable: the column waits for the app, the lines are shown.
    await open('/cart', { '/api/cart': CART, '/api/addresses': { message: 'Try again' } });
    expect(held()).toEqual(['DIV']);
    await open('/cart', { '/api/cart': CART, '/api/addresses': [] });
    expect(held()).toEqual([]);
  });

  it('hides the lines the cart has not, rather than leave their placeholders', async () => {
    const root = frame(<CartPage view={LOADING} />);
    const hidden = () =>
      Array.from(root.querySelectorAll('li[data-early-row]'), (line) =>
        line.hasAttribute('data-early-empty'),
      );
    await open('/cart', {
      '/api/cart': cartOf([cartLineOf({ toolId: BRUSH._id, qty: 20 }, BRUSH)]),
    });
    expect(hidden()).toEqual([false, true]);
    expect(slot(root, 'total')).toBe('$240.00');

    document.body.replaceChildren();
    const empty = frame(<CartPage view={LOADING} />);
    await open('/cart', { '/api/cart': cartOf([]) });
    expect(
      Array.from(empty.querySelectorAll('li[data-early-row]'), (line) =>
        line.hasAttribute('data-early-empty'),
      ),
    ).toEqual([true, true]);
    expect(empty.querySelector('[data-early-hold]')).toBeNull();
  });

  it('paints nothing from an answer that is not a cart', async () => {
    const root = frame(<CartPage view={LOADING} />);
    await open('/cart', { '/api/cart': { lines: [{ toolName: 42 }], total: 1 } });
    await open('/cart', { '/api/cart': { lines: 'none', total: 1 } });
    expect(root.querySelector('[data-early]:not(img):not(:empty)')).toBeNull();
  });
});

describe('the early paint of Manage Orders', () => {
  const ORDERS: Page<Order> = {
    items: [
      order(1043, { paid: false, status: 'unpaid', name: 'Bo Painter', email: 'bo@example.test' }),
      order(1042),
    ],
    total: 2,
    page: 1,
    pageSize: 20,
  };

  it('writes the first orders into the frame’s cards, in the API’s order', async () => {
    const root = frame(<ManageOrdersPage view={LOADING} />);
    const [listRead] = await open('/dashboard/manageOrders', { '/api/orders': ORDERS });
    const cards = Array.from(root.querySelectorAll('li'), (card) => card.textContent);
    const placed = dateLabel('2026-11-26T09:40:00.000Z');
    expect(cards.slice(0, 2)).toEqual([
      `Angled sash brushOrder#1043${placed}CustomerBo Painterbo@example.testPart number—Quantity20Total$240.00StatusAwaiting payment`,
      `Angled sash brushOrder#1042${placed}CustomerAnn Example${EMAIL}Part number—Quantity20Total$240.00StatusPaid, awaiting shipment`,
    ]);
    expect(await listRead?.json()).toEqual(ORDERS);
  });

  it('hides the cards it has no order for, and every card of an empty page', async () => {
    const root = frame(<ManageOrdersPage view={LOADING} />);
    const hidden = (of: Element) =>
      Array.from(of.querySelectorAll('li[data-early-row]'), (card) =>
        card.hasAttribute('data-early-empty'),
      );
    await open('/dashboard/manageOrders', { '/api/orders': ORDERS });
    expect(hidden(root)).toEqual([false, false, true]);
    expect(root.querySelector('[data-early-hold]')).toBeNull();

    document.body.replaceChildren();
    const empty = frame(<ManageOrdersPage view={LOADING} />);
    await open('/dashboard/manageOrders', { '/api/orders': { ...ORDERS, items: [], total: 0 } });
    expect(hidden(empty)).toEqual([true, true, true]);
    expect(empty.querySelector('[data-early-hold]')).toBeNull();
  });

  it('paints nothing from an answer that is not a page of orders', async () => {
    const root = frame(<ManageOrdersPage view={LOADING} />);
    await open('/dashboard/manageOrders', { '/api/orders': { items: [{ number: 'x' }] } });
    await open('/dashboard/manageOrders', { '/api/orders': [order(1)] });
    expect(root.querySelector('[data-early]:not(:empty)')).toBeNull();
    // Nor shows its cards: they wait, unseen, for the app.
    expect(root.querySelector('ul[data-early-hold]')).not.toBeNull();
    expect(root.querySelector('li[data-early-empty]')).toBeNull();
  });
});

describe('the early paint of an order', () => {
  const PAGE = `/dashboard/order/${ORDER_ID}`;

  it('writes its heading, what was ordered and where it goes as the page draws them', async () => {
    const paid = order(1042);
    const root = frame(<OrderDetailPage view={LOADING} viewer="customer" />);
    const [orderRead] = await open(PAGE, { [`/api/order/${ORDER_ID}`]: paid });
    const page = render(<OrderDetailPage view={loaded(paid)} viewer="customer" />).container;
    expect(root.querySelector('h1')?.textContent).toBe('Order #1042');
    expect(within(page).getByRole('heading', { level: 1 }).textContent).toBe('Order #1042');
    const { Payment, ...painted } = factsOf(root);
    // A paid order has no deadline: the early face keeps its line, empty.
    expect(Payment).toBe('');
    const drawn = factsOf(page);
    expect(painted).toEqual(
      Object.fromEntries(Object.keys(painted).map((name) => [name, drawn[name]])),
    );
    expect(painted['Tool']).toBe(BRUSH.name);
    expect(painted['Total']).toBe('$240.00');
    expect(root.querySelector('[data-early="img"]')?.getAttribute('src')).toBe(BRUSH.img);
    expect(await orderRead?.json()).toEqual(paid);
  });

  it('writes an unpaid order’s deadline as the page words it', async () => {
    const root = frame(<OrderDetailPage view={LOADING} viewer="customer" />);
    const unpaid = order(1043, {
      paid: false,
      status: 'unpaid',
      expiresAt: '2026-11-27T10:25:00.000Z',
    });
    await open(PAGE, { [`/api/order/${ORDER_ID}`]: unpaid });
    expect(factsOf(root)['Payment']).toBe('Pay before 10:25 AM today (in 25 minutes)');
  });

  // Its deadline and address may wrap: shown empty, its facts grew as they came in and
  // moved what follows (the way back), a layout shift of the page.
  it('keeps its facts and the way back unseen until they are written', async () => {
    const root = frame(<OrderDetailPage view={LOADING} viewer="customer" />);
    const held = () => root.querySelectorAll('[data-early-hold]');
    expect(Array.from(held(), (part) => part.textContent)).toEqual([
      expect.stringContaining('What was ordered'),
      'Back to My Orders',
    ]);
    await open(PAGE, { [`/api/order/${ORDER_ID}`]: { message: 'Order not found' } });
    expect(held()).toHaveLength(2);
    await open(PAGE, { [`/api/order/${ORDER_ID}`]: order(1042) });
    expect(held()).toHaveLength(0);
  });

  it('paints nothing from a refusal’s body or what is not an order', async () => {
    const root = frame(<OrderDetailPage view={LOADING} viewer="customer" />);
    await open(PAGE, { [`/api/order/${ORDER_ID}`]: { message: 'Order not found' } });
    expect(root.querySelector('h1')?.textContent).toBe('Order');
    expect(root.querySelector('[data-early]:not(h1):not(img):not(:empty)')).toBeNull();
  });
});
