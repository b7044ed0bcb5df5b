// How many tools the cart holds, for the navbar. Known for a visitor at once (their cart is
// in this browser); for a customer from the answer of their last cart call, so no page pays
// for a request just to show it. null: not known yet.
export interface CartCount {
  get(): number | null;
  set(count: number | null): void;
  subscribe(listener: () => void): () => void;
}

export function createCartCount(initial: number | null): CartCount {
  let count = initial;
  const listeners = new Set<() => void>();
  return {
    get: () => count,
    set(next) {
      if (next === count) return;
      count = next;
      for (const listener of [...listeners]) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
