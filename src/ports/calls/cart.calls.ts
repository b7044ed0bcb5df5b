// The cart's calls: reading it, adding, changing and removing a line, merging a visitor's
// cart at sign-in, and ordering an earlier order again.
import {
  CartAddInputSchema,
  CartMergeInputSchema,
  CartQtyInputSchema,
  type CartAddInput,
  type StoredCartLine,
} from '../../domain/cart';
import { CartSchema, ReorderedSchema } from '../../domain/cart-reply';
import { call } from './call';
import { IdParam } from './queries';

const toolId = { toolId: IdParam };

export const cartCalls = {
  getCart: call({
    method: 'get',
    path: '/cart',
    access: 'signed-in',
    summary: 'Your cart, priced now.',
    reply: CartSchema,
    request: () => ({}),
  }),
  addToCart: call({
    method: 'post',
    path: '/cart',
    access: 'signed-in',
    summary: 'Adds a tool to your cart.',
    body: CartAddInputSchema,
    reply: CartSchema,
    refusals: ['invalid', 'tool-unavailable'],
    otherStatuses: [429],
    request: (line: CartAddInput) => ({ body: line }),
  }),
  mergeCart: call({
    method: 'post',
    path: '/cart/merge',
    access: 'signed-in',
    summary: "Merges the lines a visitor kept in the browser into the account's cart.",
    body: CartMergeInputSchema,
    reply: CartSchema,
    refusals: ['invalid'],
    otherStatuses: [429],
    request: (lines: readonly StoredCartLine[]) => ({ body: { lines } }),
  }),
  setCartQty: call({
    method: 'put',
    path: '/cart/:toolId',
    access: 'signed-in',
    summary: "Changes a line's quantity.",
    params: toolId,
    body: CartQtyInputSchema,
    reply: CartSchema,
    refusals: ['invalid', 'not-in-cart'],
    otherStatuses: [429],
    request: (toolId: string, qty: number) => ({ params: { toolId }, body: { qty } }),
  }),
  removeFromCart: call({
    method: 'delete',
    path: '/cart/:toolId',
    access: 'signed-in',
    summary: 'Removes a line.',
    params: toolId,
    reply: CartSchema,
    refusals: ['not-in-cart'],
    otherStatuses: [429],
    request: (toolId: string) => ({ params: { toolId } }),
  }),
  reorder: call({
    method: 'post',
    path: '/order/:id/reorder',
    access: 'signed-in',
    summary: "Puts an earlier order's tools into the cart again.",
    params: { id: IdParam },
    reply: ReorderedSchema,
    refusals: ['no-such-order'],
    otherStatuses: [429],
    request: (orderId: string) => ({ params: { id: orderId } }),
  }),
};
