// The cart's calls over HTTP, loaded only when a cart call is first made: the home page's
// first load carries none of it.
import { CartSchema, ReorderedSchema } from '../../domain/cart-reply';
import type { CartApiPort } from '../../ports/cart-api.port';
import type { Send } from './api.http';

const segment = encodeURIComponent;

export const cartCallsOver = (send: Send): CartApiPort => ({
  getCart: () =>
    send({ method: 'get', path: 'cart', credential: 'access-token', reply: CartSchema }),
  addToCart: (line) =>
    send({
      method: 'post',
      path: 'cart',
      credential: 'access-token',
      json: line,
      reply: CartSchema,
    }),
  setCartQty: (toolId, qty) =>
    send({
      method: 'put',
      path: `cart/${segment(toolId)}`,
      credential: 'access-token',
      json: { qty },
      reply: CartSchema,
    }),
  removeFromCart: (toolId) =>
    send({
      method: 'delete',
      path: `cart/${segment(toolId)}`,
      credential: 'access-token',
      reply: CartSchema,
    }),
  mergeCart: (lines) =>
    send({
      method: 'post',
      path: 'cart/merge',
      credential: 'access-token',
      json: { lines },
      reply: CartSchema,
    }),
  reorder: (orderId) =>
    send({
      method: 'post',
      path: `order/${segment(orderId)}/reorder`,
      credential: 'access-token',
      reply: ReorderedSchema,
    }),
});
