// The use cases' cart store in the in-memory world. Kept beside the world's state (one cart
// book per world) rather than in it.
import type { KeptCartLine } from '../../application/ports/cart-store.port';
import { besideState } from './beside-state';
import { CartLinesStore } from './cart-lines-store';
import type { MemoryState } from './memory-state';

const bookOf = besideState(() => new Map<string, readonly KeptCartLine[]>());

export class CartStoreInMemory extends CartLinesStore {
  constructor(private readonly state: MemoryState) {
    super();
  }

  protected read(email: string): readonly KeptCartLine[] {
    return bookOf(this.state).get(email) ?? [];
  }

  protected write(lines: readonly KeptCartLine[], email: string): void {
    bookOf(this.state).set(email, lines);
  }
}
