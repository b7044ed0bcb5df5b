// Where a visitor's cart lines are kept in the browser. Read on its own by the navbar's
// count, without the cart's code, so this file stays this small.
export const VISITOR_CART_KEY = 'paintco.cart';

export type CartStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** What the key holds, unchecked (the cart's code checks each line); [] when unreadable. */
export function readKeptLines(storage: () => CartStorage): unknown[] {
  try {
    const kept: unknown = JSON.parse(storage().getItem(VISITOR_CART_KEY) ?? '[]');
    return Array.isArray(kept) ? kept : [];
  } catch {
    return [];
  }
}
