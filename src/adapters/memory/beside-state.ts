// What a store keeps beside a world's state rather than in it (the carts, the companies,
// the quotes): one per world, made on first use and gone with the world.
import type { MemoryState } from './memory-state';

export function besideState<T>(make: () => T): (state: MemoryState) => T {
  const kept = new WeakMap<MemoryState, T>();
  return (state) => {
    let value = kept.get(state);
    if (value === undefined) {
      value = make();
      kept.set(state, value);
    }
    return value;
  };
}
